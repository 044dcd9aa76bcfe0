import { Trans } from '@lingui/react/macro'
import { Anchor, Box, Group, Text } from '@mantine/core'
import { IconCar, IconKey, IconPhone } from '@tabler/icons-react'
import { Page } from '@/components/Page'
import { PageHeader } from '@/components/PageHeader'
import { useSiteSettings } from '@/features/site/api/use-site-settings'
import { telHref } from '@/features/site/model/site-settings'
import { activeLocale, whenMessagesLoaded } from '@/lib/i18n'
import { lazyIsland } from '@/lib/island'
import { ButtonLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'
import { HomeVehicles } from './HomeVehicles'
import classes from './HomePage.module.css'

/**
 * The hero is text on a CSS gradient: no image above the fold, since it is the LCP element on a phone.
 * The gradient tints Mantine's "light" colour variables (which follow the light and dark schemes) towards the
 * body colour, so that text on it keeps its contrast.
 */
const heroBackground = [
  'linear-gradient(135deg',
  'color-mix(in srgb, var(--mantine-color-green-light) 50%, var(--mantine-color-body)) 0%',
  'var(--mantine-color-body) 60%',
  'color-mix(in srgb, var(--mantine-color-blue-light) 50%, var(--mantine-color-body)) 100%)',
].join(', ')

function Hero() {
  const lang = useLocale()
  const settings = useSiteSettings()
  const { province, city } = settings.address
  const phone = settings.phone
  return (
    <Box
      component="section"
      style={{ background: heroBackground, borderRadius: 'var(--mantine-radius-lg)', border: '1px solid var(--mantine-color-default-border)' }}
      className={classes.hero}
      mb="xl"
    >
      <PageHeader
        title={<Trans>Used cars and car rental in the province of {province}</Trans>}
        lead={
          <Trans>
            Checked used cars with warranty, and rental cars by the day or the week, a few minutes from {city}. Browse them online, then come and try them in
            our showroom.
          </Trans>
        }
      />
      <Group gap="md">
        <ButtonLink to="/$lang/list/$category" params={{ lang, category: 'used' }} size="lg" leftSection={<IconCar size={22} aria-hidden />}>
          <Trans>Browse used cars</Trans>
        </ButtonLink>
        <ButtonLink to="/$lang/list/$category" params={{ lang, category: 'rent' }} size="lg" variant="outline" leftSection={<IconKey size={22} aria-hidden />}>
          <Trans>Rent a car</Trans>
        </ButtonLink>
      </Group>
      <Group gap="xs" mt="lg" wrap="nowrap">
        <IconPhone size={18} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm">
          <Trans>
            Questions? Call us at{' '}
            <Anchor href={telHref(phone)} inherit>
              {phone}
            </Anchor>
          </Trans>
        </Text>
      </Group>
    </Box>
  )
}

/**
 * Below the cars, an island (src/lib/island.tsx): the reasons and visit-us blocks load their code, and are
 * hydrated, once the app has the page (or as they come near the screen). The cars are not one: their hearts are
 * among a phone's first taps, and an island's code would only start to load once the rest of the page is the app's.
 */
const HomeMore = lazyIsland(() => Promise.all([import('./HomeMore.island'), whenMessagesLoaded(activeLocale(), 'home')]).then(([module]) => module.HomeMore))

/** Home: hero with the two calls to action, featured vehicles, reasons to choose us and a visit-us block. */
export function HomePage() {
  return (
    <Page>
      <Hero />
      <HomeVehicles />
      <HomeMore />
    </Page>
  )
}
