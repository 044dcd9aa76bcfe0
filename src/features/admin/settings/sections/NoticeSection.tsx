import { Trans, useLingui } from '@lingui/react/macro'
import { SegmentedControl, Stack, Switch, Text, Textarea } from '@mantine/core'
import '@mantine/core/styles/SegmentedControl.css'
import '@mantine/core/styles/Switch.css'
import { DatePickerInput } from '@mantine/dates'
import { useId } from 'react'
import { NoticeBanner } from '@/features/site/components/SiteNotice'
import { SETTINGS_LIMITS } from '@/features/site/model/site-settings-schema'
import { regionalLocale } from '@/lib/intl'
import { LOCALES, type Locale } from '@/lib/locale'
import { useLocale } from '@/lib/use-locale'
import { TOUCH_INPUT } from '../../components/touch-input'
import { Section } from '../../components/Section'
import type { SettingsForm } from '../model/settings-form-model'
import classes from './Sections.module.css'
import { daysLabel } from './ExceptionsSection'

/** The notice across the top of every public page, between two dates: its text in both languages, its tone, and how it looks. */
export function NoticeSection({ form, today }: { form: SettingsForm; today: string }) {
  const { t } = useLingui()
  const lang = useLocale()
  const notice = form.values.notice
  const dates = form.getInputProps('notice.dates')
  const locale = regionalLocale(lang)
  const first = daysLabel(notice.from, notice.from, locale)
  const last = daysLabel(notice.to, notice.to, locale)
  const toneLabelId = useId()
  const textLabels: Record<Locale, string> = { it: t`Notice in Italian`, en: t`Notice in English` }
  return (
    <Section title={<Trans>Notice on every page</Trans>}>
      <Stack gap="md">
        <Switch
          label={t`Show a notice`}
          description={t`For example: “Closed for holidays from 10 to 20 August” or “Open weekend on 9 and 10 May”.`}
          size="md"
          {...form.getInputProps('notice.shown', { type: 'checkbox' })}
        />
        {notice.shown && (
          <>
            <div className={classes.pair}>
              {LOCALES.map((language) => (
                <Textarea
                  key={language}
                  label={textLabels[language]}
                  autosize
                  minRows={2}
                  maxLength={SETTINGS_LIMITS.noticeMaxLength}
                  withAsterisk
                  {...form.getInputProps(`notice.text.${language}`)}
                />
              ))}
            </div>
            <div className={classes.pair}>
              <DatePickerInput
                type="range"
                allowSingleDateInRange
                label={t`Dates`}
                description={t`From the first day to the last, both included.`}
                valueFormat="D MMMM YYYY"
                value={[notice.from || null, notice.to || null]}
                onChange={([from, to]) => {
                  form.setFieldValue('notice.from', from ?? '')
                  form.setFieldValue('notice.to', to ?? from ?? '')
                }}
                error={dates.error}
                data-path="notice.dates"
                styles={TOUCH_INPUT}
                withAsterisk
              />
              <div>
                <Text size="sm" fw={500} id={toneLabelId} mb={4}>
                  <Trans>Tone</Trans>
                </Text>
                <SegmentedControl
                  fullWidth
                  aria-labelledby={toneLabelId}
                  data={[
                    { value: 'info', label: t({ message: 'Information', context: 'notice tone' }) },
                    { value: 'warning', label: t`Warning` },
                  ]}
                  value={notice.tone}
                  onChange={(tone) => form.setFieldValue('notice.tone', tone === 'warning' ? 'warning' : 'info')}
                />
              </div>
            </div>
            <div>
              <Text size="sm" fw={500} mb={4}>
                <Trans>Preview</Trans>
              </Text>
              <Text size="sm" c="dimmed" mb="xs">
                {!notice.from || !notice.to ? null : notice.to < today ? (
                  <Trans>It has ended: the site no longer shows it.</Trans>
                ) : notice.from <= today ? (
                  <Trans>The site shows it now, until {last}.</Trans>
                ) : (
                  <Trans>
                    The site shows it from {first} to {last}.
                  </Trans>
                )}
              </Text>
              <Stack gap="xs" className={classes.preview} data-testid="notice-preview">
                <NoticeBanner notice={notice} lang="it" preview />
                <NoticeBanner notice={notice} lang="en" preview />
              </Stack>
            </div>
          </>
        )}
      </Stack>
    </Section>
  )
}
