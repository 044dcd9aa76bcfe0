import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, Checkbox, Stack, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconMail, IconSend } from '@tabler/icons-react'
import { useState } from 'react'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import { trackEvent } from '@/features/analytics/events'
import { useSiteSettings } from '@/features/site/api/use-site-settings'
import { AnchorLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'
import { CONTACT_LIMITS, emptyContactForm, validateContactForm, type ContactFormValues } from './contact-form-schema'
import { buildMailto, composeBody } from './mailto'

/**
 * The footer's contact form. Nothing is sent to a server: a valid form opens the visitor's mail client
 * with a message to the dealer's address, every field filled in.
 */
export function ContactForm() {
  const { t, i18n } = useLingui()
  const lang = useLocale()
  const [mailto, setMailto] = useState<string | null>(null)
  const { email } = useSiteSettings()
  const form = useForm<ContactFormValues>({
    mode: 'controlled',
    initialValues: emptyContactForm,
    validate: (values) => {
      const errors = validateContactForm(values)
      return Object.fromEntries(Object.entries(errors).map(([key, error]) => [key, i18n._(error)]))
    },
  })

  const submit = form.onSubmit((values) => {
    const body = composeBody(
      [
        { label: t`First name`, value: values.firstName.trim() },
        { label: t`Last name`, value: values.lastName.trim() },
        { label: t`Phone`, value: values.phone.trim() },
        { label: t`E-mail`, value: values.email.trim() },
      ],
      { label: t`Message`, value: values.message.trim() },
    )
    const url = buildMailto(email, values.subject.trim(), body)
    setMailto(url)
    trackEvent({ name: 'contact_click', method: 'form' })
    window.location.assign(url)
  })

  return (
    <form onSubmit={submit} noValidate aria-label={t`Contact form`}>
      <Stack gap="sm">
        <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t`First name`} autoComplete="given-name" required maxLength={CONTACT_LIMITS.name} {...form.getInputProps('firstName')} />
          <TextInput label={t`Last name`} autoComplete="family-name" required maxLength={CONTACT_LIMITS.name} {...form.getInputProps('lastName')} />
          <TextInput label={t`Phone`} type="tel" autoComplete="tel" inputMode="tel" required maxLength={CONTACT_LIMITS.phone} {...form.getInputProps('phone')} />
          <TextInput label={t`E-mail`} type="email" autoComplete="email" required maxLength={CONTACT_LIMITS.email} {...form.getInputProps('email')} />
        </ResponsiveGrid>
        <TextInput label={t`Subject`} required maxLength={CONTACT_LIMITS.subject} {...form.getInputProps('subject')} />
        <Textarea label={t`Message`} required autosize minRows={4} maxRows={10} maxLength={CONTACT_LIMITS.message} {...form.getInputProps('message')} />
        <Checkbox
          required
          label={
            <Trans>
              I have read the <AnchorLink to="/$lang/privacy" params={{ lang }}>privacy policy</AnchorLink> and agree to the processing of my data to answer this request.
            </Trans>
          }
          {...form.getInputProps('privacy', { type: 'checkbox' })}
        />
        <Button type="submit" leftSection={<IconSend size={18} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
          <Trans>Send</Trans>
        </Button>
        {mailto && (
          <Alert color="green" icon={<IconMail size={20} aria-hidden />} role="status" title={<Trans>Your e-mail is ready</Trans>}>
            <Trans>
              Your mail app should have opened with the message. If it did not, <Anchor href={mailto}>open the e-mail here</Anchor> or write to {email}.
            </Trans>
          </Alert>
        )}
      </Stack>
    </form>
  )
}
