import { Container } from '@mantine/core'
import { useEffect, type ReactNode } from 'react'
import { markContentRendered } from '@/lib/start-up'
import classes from './Page.module.css'

/** The content column of a page (which tells the app when a page's content is first on screen). */
export function Page({ children, size = 'lg' }: { children: ReactNode; size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  useEffect(() => markContentRendered(), [])
  return (
    <Container size={size} className={classes.page}>
      {children}
    </Container>
  )
}
