import { Paper, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './Section.module.css'

/** One titled part of a reserved-area form: the vehicle editor's and the site settings' share it. */
export function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" className={classes.section} component="section">
      <Title order={2} size="h3" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  )
}
