import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconAlertTriangle, IconCheck, IconCloudUpload, IconDeviceFloppy, IconRestore } from '@tabler/icons-react'
import { useBlocker, useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import {
  BODY_TYPES,
  EQUIPMENT_KEYS,
  EURO_CLASSES,
  FUELS,
  GEARBOXES,
  kwToCv,
  STATUSES_BY_CATEGORY,
  VEHICLE_CATEGORIES,
  VEHICLE_LIMITS as L,
  type VehicleCategory,
} from '@/features/vehicles/model/vehicle-constants'
import type { Vehicle, VehiclePhoto } from '@/features/vehicles/model/vehicle-schema'
import { BODY_TYPE_LABELS, CATEGORY_LABELS, EQUIPMENT_LABELS, euroClassLabel, FUEL_LABELS, GEARBOX_LABELS, STATUS_LABELS } from '@/features/vehicles/vehicle-labels'
import { dateTimeFormat, regionalLocale } from '@/lib/intl'
import { isPlannedReload } from '@/lib/planned-reload'
import { useLocale } from '@/lib/use-locale'
import { loadStorage, loadVehicleRepository } from '../api/admin-repository'
import { trackWrite } from '../api/admin-writes'
import { clearDraft, flushDrafts, saveDraft, scheduleDraftSave, type StoredDraft } from './draft-store'
import { savedInThisTab, type EditorDraft } from './editor-draft'
import { parseLocaleNumber } from './parse-locale-number'
import { allPhotoFiles } from '../photos/photo-pipeline'
import { movePendingPhotos } from '../photos/pending-photos'
import { PhotoManager } from '../photos/PhotoManager'
import { vehicleDisplayName } from '../model/vehicle-display'
import { FIELD_LABELS, FIELD_ORDER, statusForCategory, validateVehicleForm, type VehicleFormField, type VehicleFormValues } from './vehicle-form-model'
import { WriteFailureAlerts } from '../components/WriteFailureAlerts'

const TOUCH_INPUT = { input: { minHeight: 44 } }

interface Props {
  mode: 'new' | 'edit'
  vehicleId: string
  draftKey: string
  initial: VehicleFormValues
  restored: StoredDraft<EditorDraft> | null
  original: Vehicle | null
  current: Vehicle | null
  deleted: boolean
  pending: boolean
}

type SaveNote = { kind: 'invalid'; count: number } | { kind: 'uploading' } | { kind: 'saved' } | { kind: 'error' } | null

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} size="h3" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  )
}

/** The vehicle form: validation field by field, autosaved draft, photos, and a save that never blocks offline. */
export function VehicleForm({ mode, vehicleId, draftKey, initial, restored, original, current, deleted, pending }: Props) {
  const { t, i18n } = useLingui()
  const lang = useLocale()
  const navigate = useNavigate()
  const [tab, setTab] = useState<'it' | 'en'>(lang)
  // "Saved" carries over from the new-vehicle page to the edit page it goes to.
  const [note, setNote] = useState<SaveNote>(() => (savedInThisTab.delete(vehicleId) ? { kind: 'saved' } : null))
  const [restoredAt, setRestoredAt] = useState<number | null>(restored && !same(restored.value.values, initial) ? restored.savedAt : null)
  const [uploadsBusy, setUploadsBusy] = useState(false)
  /** The values "unsaved changes" compare with: the stored vehicle, then what was last saved. */
  const [baselineValues, setBaselineValues] = useState<VehicleFormValues>(initial)
  const baseline = useRef<VehicleFormValues>(initial)
  const setBaseline = (next: VehicleFormValues) => {
    baseline.current = next
    setBaselineValues(next)
    form.resetDirty(next)
  }
  /** Photos uploaded while this form was open: deleted from Storage if they end up in no saved vehicle. */
  const sessionPhotos = useRef<VehiclePhoto[]>([])

  const form = useForm<VehicleFormValues>({
    mode: 'controlled',
    initialValues: restored ? restored.value.values : initial,
    validate: (values) => validateVehicleForm(values, lang, i18n).errors,
    validateInputOnBlur: true,
    onValuesChange: (values) => {
      if (same(values, baseline.current)) clearDraft(draftKey)
      else scheduleDraftSave<EditorDraft>(draftKey, { vehicleId, values })
    },
  })

  // The baseline of "unsaved" is the stored vehicle, also when a draft was restored over it.
  useEffect(() => {
    form.resetDirty(initial)
    // Once, on mount: later changes of the stored vehicle do not overwrite what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const values = form.values
  const dirty = !same(values, baselineValues)
  const dirtyRef = useRef(dirty)
  useEffect(() => {
    dirtyRef.current = dirty
  }, [dirty])

  const blocker = useBlocker({
    shouldBlockFn: () => {
      flushDrafts()
      return dirtyRef.current
    },
    // The draft is written first: after an update's reload (which does not ask), the form comes back from it.
    enableBeforeUnload: () => {
      flushDrafts()
      return dirtyRef.current && !isPlannedReload()
    },
    withResolver: true,
  })

  const label = (field: VehicleFormField) => i18n._(FIELD_LABELS[field])
  const textProps = (field: VehicleFormField & keyof VehicleFormValues) => ({
    label: label(field),
    styles: TOUCH_INPUT,
    ...(form.getInputProps(field) as { value: string; onChange: (event: unknown) => void; onFocus: () => void; onBlur: () => void; error?: ReactNode }),
  })

  const numberProps = (field: VehicleFormField & keyof VehicleFormValues, required = true) => ({
    ...textProps(field),
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    withAsterisk: required,
  })

  const selectData = <T extends string>(keys: readonly T[], name: (key: T) => string) => [
    { value: '', label: t`Choose…`, disabled: true },
    ...keys.map((key) => ({ value: key, label: name(key) })),
  ]

  const monthNames = useMemo(() => {
    const format = dateTimeFormat(regionalLocale(lang), { month: 'long', timeZone: 'UTC' })
    return Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: format.format(new Date(Date.UTC(2020, index, 1))) }))
  }, [lang])

  const powerKw = parseLocaleNumber(values.powerKw, lang)
  const cv = powerKw !== null && powerKw > 0 ? kwToCv(powerKw) : null

  const setCategory = (category: VehicleCategory) => {
    form.setValues({ category, status: statusForCategory(category, values.status) })
  }

  const onUploaded = useCallback(
    (photo: VehiclePhoto) => {
      sessionPhotos.current.push(photo)
      form.setFieldValue('photos', (photos) => [...photos, photo])
    },
    // form is stable between renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )

  const deleteUnusedPhotos = (kept: readonly VehiclePhoto[], candidates: readonly VehiclePhoto[]) => {
    const keep = new Set(kept.map((photo) => photo.id))
    const files = candidates.filter((photo) => !keep.has(photo.id)).flatMap((photo) => allPhotoFiles(photo.path))
    if (files.length === 0) return
    loadStorage()
      .then((storage) => storage.deleteFiles(files))
      .catch((error: unknown) => console.warn('Unused photos were not deleted:', error))
  }

  const focusFirstError = (errors: Partial<Record<VehicleFormField, string>>) => {
    const first = FIELD_ORDER.find((field) => errors[field])
    if (!first) return
    if (first.startsWith('title') || first.startsWith('description')) {
      const language = first.endsWith('.en') ? 'en' : first.endsWith('.it') ? 'it' : values.title.it || !values.title.en ? 'it' : 'en'
      setTab(language)
      const target = first === 'title' ? `title.${language}` : first
      setTimeout(() => form.getInputNode(target)?.focus(), 50)
      return
    }
    form.getInputNode(first)?.focus()
  }

  const save = async () => {
    try {
      const result = validateVehicleForm(form.values, lang, i18n)
      if (!result.input) {
        form.setErrors(result.errors)
        setNote({ kind: 'invalid', count: Object.keys(result.errors).length })
        focusFirstError(result.errors)
        return
      }
      if (uploadsBusy) {
        setNote({ kind: 'uploading' })
        return
      }
      const input = result.input
      const saved = form.values
      const previousBaseline = baseline.current
      const repository = await loadVehicleRepository()
      const create = mode === 'new' || deleted
      const write = create ? repository.createVehicle(input, vehicleId) : repository.replaceVehicle(vehicleId, input)
      // Firestore holds the write on this device from here on (offline too): the draft is no longer needed.
      clearDraft(draftKey)
      setBaseline(saved)
      dirtyRef.current = false
      if (mode === 'new') {
        savedInThisTab.add(vehicleId)
        // Photos still waiting on the device now belong to the saved vehicle's editor.
        void movePendingPhotos(vehicleId, `vehicle:${vehicleId}`)
      }
      setRestoredAt(null)
      setNote({ kind: 'saved' })
      const previousPhotos = [...(original?.photos ?? []), ...sessionPhotos.current]
      trackWrite(write, {
        vehicleId,
        vehicleName: vehicleDisplayName(input),
        kind: 'save',
        onSuccess: () => deleteUnusedPhotos(input.photos, previousPhotos),
        onFailure: () => {
          // Refused by the server: what was typed goes back into the draft, under the vehicle's own key.
          saveDraft<EditorDraft>(create ? `vehicle:${vehicleId}` : draftKey, { vehicleId, values: saved })
          if (baseline.current === saved) {
            setBaseline(previousBaseline)
            setNote({ kind: 'error' })
          }
        },
      })
      if (mode === 'new') {
        await navigate({ to: '/$lang/admin/edit/$id', params: { lang, id: vehicleId }, replace: true })
      }
    } catch (error) {
      console.warn('Saving the vehicle failed:', error)
      setNote({ kind: 'error' })
    }
  }

  const discardDraft = () => {
    const draftPhotos = form.values.photos
    clearDraft(draftKey)
    const reset = baseline.current
    form.setValues(reset)
    setBaseline(reset)
    form.clearErrors()
    clearDraft(draftKey)
    setRestoredAt(null)
    deleteUnusedPhotos([...(original?.photos ?? []), ...(current?.photos ?? [])], draftPhotos)
  }

  const invalidCount = note?.kind === 'invalid' ? note.count : 0
  const errorsIt = Boolean(form.errors['title.it'] || form.errors['description.it'])
  const errorsEn = Boolean(form.errors['title.en'] || form.errors['description.en'])
  const restoredTime = restoredAt ? dateTimeFormat(regionalLocale(lang), { dateStyle: 'short', timeStyle: 'short' }).format(restoredAt) : ''

  return (
    <form
      noValidate
      aria-label={t`Vehicle form`}
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <Stack gap="lg">
        <WriteFailureAlerts />
        {restoredAt !== null && (
          <Alert color="blue" icon={<IconRestore size={20} aria-hidden />} role="status" title={t`Draft restored`} data-testid="draft-restored">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text size="sm">
                <Trans>What you typed on this device ({restoredTime}) is back. It is not saved yet.</Trans>
              </Text>
              <Button variant="default" h={44} onClick={discardDraft}>
                <Trans>Discard draft</Trans>
              </Button>
            </Group>
          </Alert>
        )}
        {deleted && (
          <Alert color="orange" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert" title={t`This vehicle was deleted`}>
            <Trans>Someone deleted this vehicle while you were editing it. What you typed is kept on this device: save to create it again, or discard the draft.</Trans>
          </Alert>
        )}

        <Section title={<Trans>Identity</Trans>}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="category-label">
                {label('category')}
              </Text>
              <SegmentedControl
                aria-labelledby="category-label"
                value={values.category}
                onChange={(value) => setCategory(value as VehicleCategory)}
                data={VEHICLE_CATEGORIES.map((value) => ({ value, label: i18n._(CATEGORY_LABELS[value]) }))}
                size="md"
                fullWidth
              />
            </Stack>
            <NativeSelect
              {...textProps('status')}
              data={STATUSES_BY_CATEGORY[values.category].map((value) => ({ value, label: i18n._(STATUS_LABELS[value]) }))}
            />
            <Switch size="lg" label={label('published')} description={t`Drafts are visible only here.`} {...form.getInputProps('published', { type: 'checkbox' })} />
            <Switch size="lg" label={label('featured')} {...form.getInputProps('featured', { type: 'checkbox' })} />
          </SimpleGrid>
        </Section>

        <Section title={<Trans>Car</Trans>}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            <TextInput {...textProps('make')} withAsterisk maxLength={L.makeMaxLength} autoComplete="off" />
            <TextInput {...textProps('model')} withAsterisk maxLength={L.modelMaxLength} autoComplete="off" />
            <TextInput {...textProps('version')} maxLength={L.versionMaxLength} autoComplete="off" />
            <NativeSelect {...textProps('bodyType')} withAsterisk data={selectData(BODY_TYPES, (key) => i18n._(BODY_TYPE_LABELS[key]))} />
            <NativeSelect {...textProps('fuel')} withAsterisk data={selectData(FUELS, (key) => i18n._(FUEL_LABELS[key]))} />
            <NativeSelect {...textProps('gearbox')} withAsterisk data={selectData(GEARBOXES, (key) => i18n._(GEARBOX_LABELS[key]))} />
            <NativeSelect {...textProps('registrationMonth')} withAsterisk data={[{ value: '', label: t`Choose…`, disabled: true }, ...monthNames]} />
            <TextInput {...numberProps('registrationYear')} inputMode="numeric" maxLength={4} />
            <TextInput {...numberProps('mileageKm')} />
            <TextInput {...numberProps('powerKw')} description={cv !== null ? t`= ${cv} CV` : ' '} />
            <TextInput {...numberProps('engineCc', false)} description={values.fuel === 'electric' ? t`Leave empty for an electric car.` : undefined} />
            <TextInput {...numberProps('doors')} inputMode="numeric" />
            <TextInput {...numberProps('seats')} inputMode="numeric" />
            <TextInput {...textProps('color')} withAsterisk maxLength={L.colorMaxLength} />
            <NativeSelect {...textProps('euroClass')} withAsterisk data={selectData(EURO_CLASSES, euroClassLabel)} />
            <TextInput {...numberProps('co2GKm', false)} inputMode="numeric" />
            <TextInput {...numberProps('previousOwners')} inputMode="numeric" />
            <TextInput {...textProps('vin')} maxLength={17} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
          </SimpleGrid>
        </Section>

        <Section title={values.category === 'used' ? <Trans>Price</Trans> : <Trans>Rental rates</Trans>}>
          {values.category === 'used' ? (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              <TextInput {...numberProps('price')} description={t`For example 12.500`} />
            </SimpleGrid>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              <TextInput {...numberProps('dailyRate')} />
              <TextInput {...numberProps('weeklyRate')} />
              <TextInput {...numberProps('deposit')} />
              <TextInput {...numberProps('minAge')} inputMode="numeric" />
              <TextInput {...numberProps('includedKmPerDay')} inputMode="numeric" />
            </SimpleGrid>
          )}
        </Section>

        <Section title={<Trans>Texts</Trans>}>
          {form.errors.title && (
            <Text c="red.9" size="sm" role="alert" mb="sm">
              {form.errors.title}
            </Text>
          )}
          <Tabs value={tab} onChange={(value) => setTab(value === 'en' ? 'en' : 'it')} keepMounted>
            <Tabs.List>
              <Tabs.Tab value="it" h={48} c={errorsIt ? 'red.9' : undefined}>
                Italiano{errorsIt ? ' ⚠' : ''}
              </Tabs.Tab>
              <Tabs.Tab value="en" h={48} c={errorsEn ? 'red.9' : undefined}>
                English{errorsEn ? ' ⚠' : ''}
              </Tabs.Tab>
            </Tabs.List>
            {(['it', 'en'] as const).map((language) => (
              <Tabs.Panel key={language} value={language} pt="md">
                <Stack gap="md">
                  <TextInput
                    label={label(`title.${language}`)}
                    lang={language}
                    maxLength={L.titleMaxLength}
                    styles={TOUCH_INPUT}
                    {...form.getInputProps(`title.${language}`)}
                  />
                  <Textarea
                    label={label(`description.${language}`)}
                    lang={language}
                    autosize
                    minRows={5}
                    maxRows={16}
                    maxLength={L.descriptionMaxLength}
                    {...form.getInputProps(`description.${language}`)}
                  />
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
        </Section>

        <Section title={<Trans>Equipment</Trans>}>
          <Checkbox.Group value={values.equipment} onChange={(keys) => form.setFieldValue('equipment', EQUIPMENT_KEYS.filter((key) => keys.includes(key)))} aria-label={label('equipment')}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
              {EQUIPMENT_KEYS.map((key) => (
                <Checkbox key={key} value={key} label={i18n._(EQUIPMENT_LABELS[key])} size="md" py={10} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        </Section>

        <Section title={<Trans>Photos</Trans>}>
          <PhotoManager
            vehicleId={vehicleId}
            draftKey={draftKey}
            photos={values.photos}
            onChange={(photos) => form.setFieldValue('photos', photos)}
            onUploaded={onUploaded}
            onBusyChange={setUploadsBusy}
            error={form.errors.photos as string | undefined}
          />
        </Section>

        <Paper withBorder radius="md" p="sm" pos="sticky" bottom={0} style={{ zIndex: 5 }} shadow="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <div aria-live="polite" data-testid="save-status">
              {note?.kind === 'invalid' && (
                <Text c="red.9" fw={600}>
                  <Trans>Check the highlighted fields ({invalidCount}).</Trans>
                </Text>
              )}
              {note?.kind === 'uploading' && (
                <Text c="orange.9" fw={600}>
                  <Trans>Wait for the photos to finish uploading, or cancel them.</Trans>
                </Text>
              )}
              {note?.kind === 'error' && (
                <Text c="red.9" fw={600}>
                  <Trans>Not saved. What you typed is kept on this device.</Trans>
                </Text>
              )}
              {(note === null || note.kind === 'saved') && pending && (
                <Group gap={6} c="orange.9">
                  <IconCloudUpload size={20} aria-hidden />
                  <Text fw={600}>
                    <Trans>Saved on this device, waiting to sync</Trans>
                  </Text>
                </Group>
              )}
              {note?.kind === 'saved' && !pending && !dirty && (
                <Group gap={6} c="green.9">
                  <IconCheck size={20} aria-hidden />
                  <Text fw={600}>
                    <Trans>Saved</Trans>
                  </Text>
                </Group>
              )}
              {dirty && note?.kind !== 'invalid' && (
                <Text c="dimmed" size="sm">
                  <Trans>Unsaved changes (kept on this device as a draft)</Trans>
                </Text>
              )}
            </div>
            <Button type="submit" size="md" h={48} leftSection={<IconDeviceFloppy size={20} aria-hidden />}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Paper>
      </Stack>

      <Modal opened={blocker.status === 'blocked'} onClose={() => blocker.reset?.()} title={t`Leave without saving?`} centered>
        <Stack>
          <Text>
            <Trans>Your changes are not saved. They stay on this device as a draft, so you can finish them later.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" h={44} onClick={() => blocker.reset?.()}>
              <Trans>Stay</Trans>
            </Button>
            <Button h={44} onClick={() => blocker.proceed?.()}>
              <Trans>Leave</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  )
}
