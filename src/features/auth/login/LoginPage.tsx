import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import '@mantine/core/styles/PasswordInput.css'
import { useForm } from '@mantine/form'
import { IconAlertCircle, IconCircleCheck, IconLogin } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { Page } from '@/components/Page'
import { PageHeader } from '@/components/PageHeader'
import { ButtonLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'
import type { AuthErrorKind } from '../auth-service'
import { safeRedirectPath } from '../redirect-target'
import { useSession } from '../session-store'
import classes from './LoginPage.module.css'

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

/** Each Auth failure the visitor can meet, as a sentence in their language. */
const AUTH_ERRORS: Record<AuthErrorKind, MessageDescriptor> = {
  'invalid-credential': msg`Wrong e-mail or password.`,
  'user-not-found': msg`No account exists with this e-mail address.`,
  'too-many-requests': msg`Too many attempts. Wait a few minutes and try again, or reset your password.`,
  network: msg`No connection. Check your internet connection and try again.`,
  'user-disabled': msg`This account has been disabled. Contact the dealership.`,
  'invalid-email': msg`Enter a valid e-mail address`,
  unknown: msg`Sign-in failed. Try again in a moment.`,
}

type Mode = 'sign-in' | 'reset'

export function LoginPage({ redirectTo }: { redirectTo?: string }) {
  const { t, i18n } = useLingui()
  const lang = useLocale()
  const navigate = useNavigate()
  const session = useSession()
  const [mode, setMode] = useState<Mode>('sign-in')
  const [error, setError] = useState<MessageDescriptor | null>(null)
  const [resetSentTo, setResetSentTo] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (EMAIL.test(value.trim()) ? null : t`Enter a valid e-mail address`),
      password: (value) => (mode === 'reset' || value.length > 0 ? null : t`This field is required`),
    },
  })

  const submit = form.onSubmit(async ({ email, password }) => {
    setError(null)
    setBusy(true)
    try {
      const auth = await import('../auth-service')
      try {
        if (mode === 'reset') {
          await auth.requestPasswordReset(email, lang)
          setResetSentTo(email.trim())
          return
        }
        const user = await auth.signIn(email, password)
        const target = safeRedirectPath(redirectTo)
        if (target) await navigate({ href: target })
        else if (user.isAdmin) await navigate({ to: '/$lang/admin', params: { lang } })
        else await navigate({ to: '/$lang', params: { lang } })
      } catch (failure) {
        const kind = auth.authErrorKind(failure)
        // For a reset, do not reveal whether an account exists.
        if (mode === 'reset' && kind === 'user-not-found') setResetSentTo(email.trim())
        else setError(AUTH_ERRORS[kind])
      }
    } catch {
      setError(AUTH_ERRORS.network)
    } finally {
      setBusy(false)
    }
  })

  const switchMode = (next: Mode) => {
    setMode(next)
    setError(null)
    setResetSentTo(null)
  }

  return (
    <Page size="sm">
      <PageHeader
        title={mode === 'sign-in' ? <Trans>Sign in</Trans> : <Trans>Reset your password</Trans>}
        lead={
          mode === 'sign-in' ? (
            <Trans>The reserved area is for the dealer's staff.</Trans>
          ) : (
            <Trans>Enter your e-mail address: we will send you a link to choose a new password.</Trans>
          )
        }
      />
      {session && mode === 'sign-in' && (
        <Alert color="blue" mb="lg" title={<Trans>You are already signed in</Trans>}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{session.email}</Text>
            <ButtonLink to={session.admin ? '/$lang/admin' : '/$lang'} params={{ lang }} size="sm" variant="light">
              {session.admin ? <Trans>Go to the reserved area</Trans> : <Trans>Go to the home page</Trans>}
            </ButtonLink>
          </Stack>
        </Alert>
      )}
      <Paper withBorder className={classes.card} radius="md" maw={480}>
        <form onSubmit={submit} noValidate aria-label={mode === 'sign-in' ? t`Sign-in form` : t`Password reset form`}>
          <Stack gap="md">
            {error && (
              <Alert color="red" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
                {i18n._(error)}
              </Alert>
            )}
            {resetSentTo && (
              <Alert color="green" role="status" icon={<IconCircleCheck size={20} aria-hidden />}>
                <Trans>If an account exists for {resetSentTo}, we have sent it a link to reset the password. Check your inbox.</Trans>
              </Alert>
            )}
            <TextInput label={t`E-mail`} type="email" autoComplete="username" required size="md" {...form.getInputProps('email')} />
            {mode === 'sign-in' && (
              <PasswordInput
                label={t`Password`}
                autoComplete="current-password"
                required
                size="md"
                visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }}
                {...form.getInputProps('password')}
              />
            )}
            <Button type="submit" size="md" loading={busy} leftSection={mode === 'sign-in' ? <IconLogin size={18} aria-hidden /> : undefined}>
              {mode === 'sign-in' ? <Trans>Sign in</Trans> : <Trans>Send the reset link</Trans>}
            </Button>
            {mode === 'sign-in' ? (
              <Anchor component="button" type="button" size="sm" onClick={() => switchMode('reset')} style={{ alignSelf: 'flex-start' }}>
                <Trans>Forgot your password?</Trans>
              </Anchor>
            ) : (
              <Anchor component="button" type="button" size="sm" onClick={() => switchMode('sign-in')} style={{ alignSelf: 'flex-start' }}>
                <Trans>Back to sign-in</Trans>
              </Anchor>
            )}
          </Stack>
        </form>
      </Paper>
    </Page>
  )
}
