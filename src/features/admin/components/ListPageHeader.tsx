import { Trans, useLingui } from '@lingui/react/macro'
import { Group, NativeSelect, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { PageHeader } from '@/components/PageHeader'
import { ResponsiveGrid, type GridColumns } from '@/components/ResponsiveGrid'
import { TOUCH_INPUT } from './touch-input'

/** The search box of a list: what it looks through is the page's, as is the text typed. */
export interface ListSearch {
  placeholder: string
  value: string
  onChange: (value: string) => void
  maxLength?: number
}

/** A select that narrows a list; its first choice, "All", has the value the page keeps for "no filter". */
export interface ListFilter {
  label: string
  value: string
  /** The value of "All" ('' where the address leaves the filter out, 'all' where the page keeps it in its state). */
  all: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
}

interface ListPageHeaderProps {
  title: ReactNode
  lead: ReactNode
  /** Beside the heading, on the right where there is room: the page's main action. */
  actions: ReactNode
  /** Between the heading and the filters: the page's alerts, in the order the page gives them. */
  notices?: ReactNode
  /** The name of the search landmark, which holds the search box and the filters. */
  searchLabel: string
  /** The search box and the filters, laid out in these columns. */
  columns: GridColumns
  search: ListSearch
  filters: readonly ListFilter[]
}

/**
 * The top of a list of the reserved area (the vehicles, the requests): its heading with the main action beside
 * it, the page's notices, then a search box and the filters in one grid, inputs tall enough for a finger.
 */
export function ListPageHeader({ title, lead, actions, notices, searchLabel, columns, search, filters }: ListPageHeaderProps) {
  const { t } = useLingui()
  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeader eyebrow={<Trans>Reserved area</Trans>} title={title} lead={lead} />
        {actions}
      </Group>
      {notices}
      <ResponsiveGrid cols={columns} spacing="sm" mb="md" role="search" aria-label={searchLabel}>
        <TextInput
          type="search"
          label={t`Search`}
          placeholder={search.placeholder}
          leftSection={<IconSearch size={18} aria-hidden />}
          maxLength={search.maxLength}
          value={search.value}
          onChange={(event) => search.onChange(event.currentTarget.value)}
          styles={TOUCH_INPUT}
        />
        {filters.map((filter) => (
          <NativeSelect
            key={filter.label}
            label={filter.label}
            value={filter.value}
            onChange={(event) => filter.onChange(event.currentTarget.value)}
            data={[{ value: filter.all, label: t`All` }, ...filter.options]}
            styles={TOUCH_INPUT}
          />
        ))}
      </ResponsiveGrid>
    </>
  )
}
