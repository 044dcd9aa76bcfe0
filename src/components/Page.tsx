import { Container } from '@mantine/core'
import type { ReactNode } from 'react'

/** The content column of a page. */
export function Page({ children, size = 'lg' }: { children: ReactNode; size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  return (
    <Container size={size} py={{ base: 'lg', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      {children}
    </Container>
  )
}
