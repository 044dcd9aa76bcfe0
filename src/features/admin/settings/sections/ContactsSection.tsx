import { Trans, useLingui } from '@lingui/react/macro'
import { SegmentedControl, Text, TextInput } from '@mantine/core'
import '@mantine/core/styles/SegmentedControl.css'
import { useId } from 'react'
import { ALERT_LANGS, SETTINGS_LIMITS } from '@/features/site/model/site-settings-schema'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import { LOCALE_NAMES } from '@/lib/locale'
import { TOUCH_INPUT } from '../../components/touch-input'
import { Section } from '../../components/Section'
import type { SettingsForm } from '../model/settings-form-model'

/**
 * The phone number the call buttons dial, the WhatsApp number and the e-mail address of every contact link, and the
 * language of the e-mails about new requests sent to that address.
 */
export function ContactsSection({ form }: { form: SettingsForm }) {
  const { t } = useLingui()
  const alertLangLabelId = useId()
  const alertLangDescriptionId = useId()
  /** Every contact is required; the browser suggests no values, which would be the admin's own and not the dealer's. */
  const contact = (path: 'phone' | 'whatsapp' | 'email') => ({ autoComplete: 'off', withAsterisk: true, styles: TOUCH_INPUT, ...form.getInputProps(path) })
  return (
    <Section title={<Trans>Contacts</Trans>}>
      <ResponsiveGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <TextInput label={t`Phone`} description={t`As visitors read it; the call buttons dial it.`} type="tel" inputMode="tel" {...contact('phone')} />
        <TextInput
          label={t`WhatsApp number`}
          description={t`Country code and number, digits only: 393331234567.`}
          inputMode="numeric"
          {...contact('whatsapp')}
        />
        <TextInput
          label={t`E-mail`}
          description={t`Where the site’s e-mail links and forms write to.`}
          type="email"
          maxLength={SETTINGS_LIMITS.emailMaxLength}
          {...contact('email')}
        />
        <div>
          <Text size="sm" fw={500} id={alertLangLabelId}>
            <Trans>Language of the request e-mails</Trans>
          </Text>
          <Text size="xs" c="dimmed" id={alertLangDescriptionId} mb={5}>
            <Trans>The e-mails about new requests are written in this language.</Trans>
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby={alertLangLabelId}
            aria-describedby={alertLangDescriptionId}
            data={ALERT_LANGS.map((lang) => ({ value: lang, label: <span lang={lang}>{LOCALE_NAMES[lang]}</span> }))}
            value={form.values.alertLang}
            onChange={(lang) => form.setFieldValue('alertLang', lang === 'en' ? 'en' : 'it')}
          />
        </div>
      </ResponsiveGrid>
    </Section>
  )
}
