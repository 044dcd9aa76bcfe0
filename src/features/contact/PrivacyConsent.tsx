import { Trans } from '@lingui/react/macro'
import { Checkbox, type CheckboxProps } from '@mantine/core'
import '@mantine/core/styles/Checkbox.css'
import { AnchorLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'

/**
 * The privacy consent every form of the site asks for, linking to the privacy page; pass it the form's
 * checkbox props (`form.getInputProps('privacy', { type: 'checkbox' })`).
 */
export function PrivacyConsent(props: Omit<CheckboxProps, 'label'>) {
  const lang = useLocale()
  return (
    <Checkbox
      required
      label={
        <Trans>
          I have read the{' '}
          <AnchorLink to="/$lang/privacy" params={{ lang }}>
            privacy policy
          </AnchorLink>{' '}
          and agree to the processing of my data to answer this request.
        </Trans>
      }
      {...props}
    />
  )
}
