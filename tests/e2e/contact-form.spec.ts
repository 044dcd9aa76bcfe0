import { expect, LANGS, scrollToContactForm, test } from './support'

const labels = {
  it: {
    first: 'Nome',
    last: 'Cognome',
    phone: 'Telefono',
    email: 'E-mail',
    subject: 'Oggetto',
    message: 'Messaggio',
    privacy: /Ho letto/,
    send: 'Invia',
    error: /accettare l'informativa sulla privacy/,
  },
  en: {
    first: 'First name',
    last: 'Last name',
    phone: 'Phone',
    email: 'E-mail',
    subject: 'Subject',
    message: 'Message',
    privacy: /I have read/,
    send: 'Send',
    error: /accept the privacy policy/,
  },
} as const

for (const lang of LANGS) {
  test.describe(`contact form (${lang})`, () => {
    test('without privacy consent it shows the error and opens nothing', { tag: '@not-tablet' }, async ({ page }) => {
      const l = labels[lang]
      await page.goto(`/${lang}/contatti`)
      await page.getByRole('link', { name: lang === 'it' ? 'Scriveteci dal modulo di contatto' : 'Go to the contact form' }).click()
      const form = page.getByRole('form', { name: lang === 'it' ? 'Modulo di contatto' : 'Contact form' })
      await form.getByRole('textbox', { name: l.first, exact: true }).fill('Mario')
      await form.getByRole('textbox', { name: l.last, exact: true }).fill('Rossi')
      await form.getByRole('textbox', { name: l.phone, exact: true }).fill('+39 035 123456')
      await form.getByRole('textbox', { name: l.email, exact: true }).fill('mario@example.it')
      await form.getByRole('textbox', { name: l.subject, exact: true }).fill('Info')
      await form.getByRole('textbox', { name: l.message, exact: true }).fill('Ciao')
      await form.getByRole('button', { name: l.send }).click()
      await expect(form.getByText(l.error)).toBeVisible()
      await expect(form.getByRole('status')).toHaveCount(0)
    })

    test('empty or malformed fields are named and nothing opens', { tag: '@desktop-only' }, async ({ page }) => {
      const l = labels[lang]
      await page.goto(`/${lang}/contatti`)
      await scrollToContactForm(page, lang)
      const form = page.locator('#contact-form')
      await form.getByRole('button', { name: l.send }).click()
      await expect(form.getByText(lang === 'it' ? 'Campo obbligatorio' : 'This field is required')).toHaveCount(6)
      await form.getByRole('textbox', { name: l.email, exact: true }).fill('not-an-email')
      await form.getByRole('button', { name: l.send }).click()
      await expect(form.getByText(lang === 'it' ? 'Inserisci un indirizzo e-mail valido' : 'Enter a valid e-mail address')).toBeVisible()
      await expect(form.getByRole('status')).toHaveCount(0)
    })

    test('with consent it opens the exact mailto with every field encoded', { tag: '@desktop-only' }, async ({ page }) => {
      const l = labels[lang]
      await page.goto(`/${lang}/servizi`)
      await scrollToContactForm(page, lang)
      const form = page.locator('#contact-form')
      await form.getByRole('textbox', { name: l.first, exact: true }).fill('Zoë')
      await form.getByRole('textbox', { name: l.last, exact: true }).fill("D'Angelo")
      await form.getByRole('textbox', { name: l.phone, exact: true }).fill('+39 035 123456')
      await form.getByRole('textbox', { name: l.email, exact: true }).fill('zoe@example.it')
      await form.getByRole('textbox', { name: l.subject, exact: true }).fill('Panda & Punto? #1')
      await form.getByRole('textbox', { name: l.message, exact: true }).fill('Perché no?\nA presto & grazie #2')
      await form.getByRole('checkbox', { name: l.privacy }).check()
      await form.getByRole('button', { name: l.send }).click()
      const link = form.getByRole('status').getByRole('link')
      const body =
        lang === 'it'
          ? "Nome: Zoë\r\nCognome: D'Angelo\r\nTelefono: +39 035 123456\r\nE-mail: zoe@example.it\r\n\r\nMessaggio:\r\nPerché no?\r\nA presto & grazie #2"
          : "First name: Zoë\r\nLast name: D'Angelo\r\nPhone: +39 035 123456\r\nE-mail: zoe@example.it\r\n\r\nMessage:\r\nPerché no?\r\nA presto & grazie #2"
      await expect(link).toHaveAttribute(
        'href',
        `mailto:info@autosalone-demo.example?subject=${encodeURIComponent('Panda & Punto? #1')}&body=${encodeURIComponent(body)}`,
      )
      const href = await link.getAttribute('href')
      expect(href).toContain('subject=Panda%20%26%20Punto%3F%20%231')
      expect(href).toContain('Zo%C3%AB')
    })
  })
}
