import { Container } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './Page.module.css'

/** The content column of a page. */
export function Page({ children, size = 'lg' }: { children: ReactNode; size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  return (
    <Container size={size} className={classes.page}>
      {children}
    </Container>
  )
}
