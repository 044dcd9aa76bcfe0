import type { Locator } from '@playwright/test'

/**
 * Fills the Italian test-drive form as a visitor would and sends it: the first day offered, the afternoon (the
 * morning when the dealer opens only then), the name, a phone number, the privacy consent.
 */
export async function sendTestDrive(dialog: Locator, name: string): Promise<void> {
  await dialog.getByRole('combobox', { name: 'Giorno preferito' }).selectOption({ index: 1 })
  const part = (await dialog.getByRole('radio', { name: 'Pomeriggio' }).isEnabled()) ? 'Pomeriggio' : 'Mattina'
  await dialog
    .locator('label')
    .filter({ hasText: new RegExp(`^${part}$`) })
    .click()
  await dialog.getByRole('textbox', { name: 'Nome e cognome' }).fill(name)
  await dialog.getByRole('textbox', { name: 'Telefono' }).fill('333 123 4567')
  await dialog.getByRole('checkbox', { name: /informativa sulla privacy/ }).check()
  await dialog.getByRole('button', { name: 'Invia la richiesta' }).click()
}
