/** Asks the consent banner to open again, so the visitor can change the choice. */
export const OPEN_CONSENT_EVENT = 'autosalone:open-consent'

export function openConsentPreferences(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))
}
