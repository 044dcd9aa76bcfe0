import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, Stack, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconMail, IconSend } from '@tabler/icons-react'
import { useState } from 'react'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import { trackEvent } from '@/features/analytics/events'
import { CONTACT_LIMITS } from '@/features/contact/contact-fields'
import { emptyContactForm, validateContactForm, type ContactFormValues } from '@/features/contact/contact-form-schema'
import { buildMailto, composeBody } from '@/features/contact/mailto'
import { PrivacyConsent } from '@/features/contact/PrivacyConsent'
import { useSiteSettings } from '@/features/site/api/use-site-settings'
import { useLocale } from '@/lib/use-locale'
import { contactLeadSchema } from '../model/lead-schema'
import { queueLead, useOutbox } from '../outbox/outbox'
import { LeadStatus } from '../outbox/LeadStatus'
import { useLeadMessages } from '../use-lead-messages'

/**
 * The footer's contact form. A valid form opens the visitor's mail client with a message to the dealer's
 * address, every field filled in, as it always has; the enquiry is also recorded as a lead (through the device's
 * outbox, offline too), so that the dealer has it even if the mail is never sent.
 */
export function ContactForm() {
  useLeadMessages()
  const { t, i18n } = useLingui()
  const lang = useLocale()
  const [mailto, setMailto] = useState<string | null>(null)
  const [recordedId, setRecordedId] = useState<string | null>(null)
  const { entries, persistent } = useOutbox()
  const recorded = recordedId === null ? null : (entries.find((entry) => entry.id === recordedId) ?? null)
  const { email } = useSiteSettings()
  const form = useForm<ContactFormValues>({
    mode: 'controlled',
    initialValues: emptyContactForm,
    validate: (values) => {
      const errors = validateContactForm(values)
      return Object.fromEntries(Object.entries(errors).map(([key, error]) => [key, i18n._(error)]))
    },
  })

  /** The enquiry as a lead: kept on the device and sent by itself. */
  const record = (values: ContactFormValues) => {
    const lead = contactLeadSchema.safeParse({
      kind: 'contact',
      lang,
      name: `${values.firstName.trim()} ${values.lastName.trim()}`,
      phone: values.phone.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
      privacyConsent: values.privacy,
    })
    if (!lead.success) return
    queueLead(lead.data).then(
      (entry) => setRecordedId(entry.id),
      (error: unknown) => console.warn('The enquiry could not be recorded on this device:', error),
    )
  }

  const submit = form.onSubmit((values) => {
    record(values)
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
          <TextInput
            label={t`Phone`}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            maxLength={CONTACT_LIMITS.phone}
            {...form.getInputProps('phone')}
          />
          <TextInput label={t`E-mail`} type="email" autoComplete="email" required maxLength={CONTACT_LIMITS.email} {...form.getInputProps('email')} />
        </ResponsiveGrid>
        <TextInput label={t`Subject`} required maxLength={CONTACT_LIMITS.subject} {...form.getInputProps('subject')} />
        <Textarea label={t`Message`} required autosize minRows={4} maxRows={10} maxLength={CONTACT_LIMITS.message} {...form.getInputProps('message')} />
        <PrivacyConsent {...form.getInputProps('privacy', { type: 'checkbox' })} />
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
        {recorded && <LeadStatus entry={recorded} persistent={persistent} />}
      </Stack>
    </form>
  )
}
