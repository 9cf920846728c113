import { locales } from '@dating/domain/locales'
import { describe, expect, it } from 'vitest'
import { type MailBrand, renderMail } from './render.ts'
import { type MailData, type MailKind, mailKinds } from './templates.ts'

const brand: MailBrand = {
  name: 'Flirtwave',
  mailName: 'Flirtwave Mail',
  supportEmail: 'support@flirtwave.example',
  companyName: 'Heartline Media B.V.',
  companyAddress: 'Keizersgracht 221',
  companyCity: '1016 DV Amsterdam',
  companyCountry: 'NL',
  companyKvk: '81234567',
}

const unsubscribeUrl = 'https://flirtwave.example/api/unsubscribe.php?token=7.1.abc'

const sampleData: MailData = {
  withdrawal: {
    credits: 12,
    amount: '€8.99',
    transactionsUrl: 'https://flirtwave.example/transactions/pay_AAAAAAAAAAAAAAAA',
    at: '2 March 2026 at 11:00 CET',
    invoiceNumber: 'INV-2026-000042',
  },
  purchase: {
    invoiceNumber: 'INV-2026-000042',
    paidAt: '2 March 2026 at 11:00 CET',
    credits: 20,
    amount: '€14.99',
    method: 'iDEAL',
    vat: { rate: '21', amount: '€2.60' },
    consentAt: '2 March 2026 at 10:58 CET',
    withdrawalUntil: '16 March 2026',
    termsDate: '1 December 2023',
    termsUrl: 'https://flirtwave.example/pages/terms',
    transactionsUrl: 'https://flirtwave.example/transactions/pay_AAAAAAAAAAAAAAAA',
  },
  activation: { activationUrl: 'https://flirtwave.example/activate?token=a&x=1' },
  password_reset: {
    resetUrl: 'https://flirtwave.example/reset-password/do?token=r',
    validHours: 2,
  },
  email_change_confirm: {
    newEmail: 'new@example.com',
    confirmUrl: 'https://flirtwave.example/mail-change/do?token=c',
  },
  account_deleted_reactivation: {
    reactivateUrl: 'https://flirtwave.example/reactivate?token=d',
    days: 14,
  },
  notification: {
    subject: { id: 'mail.activation.action' },
    paragraphs: [{ id: 'mail.footer.reason', values: { brand: 'Flirtwave' } }],
    action: { label: { id: 'mail.activation.action' }, url: 'https://flirtwave.example/chats' },
  },
  complaint_receipt: { complaintId: 7, reason: 'harassment' },
  statement_of_reasons: {
    decisionId: 12,
    restriction: 'photo_removed',
    ground: 'terms',
    reason: 'inappropriate_photos',
    legalReference: null,
    facts: 'The second photo shows another person without their consent.',
    automated: false,
    source: 'notice',
    decidedAt: '2026-03-02T10:00:00Z',
    endsAt: null,
    interim: false,
    appealUntil: '2026-09-01T10:00:00Z',
    appealUrl: 'https://flirtwave.example/appeal?decision=12&token=t',
    termsUrl: 'https://flirtwave.example/pages/terms',
  },
  appeal_receipt: {
    appealId: 3,
    restriction: 'photo_removed',
    decidedAt: '2026-03-02T10:00:00Z',
    explanation: 'The person in the photo is my sister and she agreed.',
  },
  notice_outcome: {
    noticeId: 9,
    contentUrl: 'https://flirtwave.example/members/42',
    decidedAt: '2026-03-02T10:00:00Z',
    outcome: 'dismissed',
    reason: 'no_violation',
    note: 'The photo is a holiday picture and shows nothing our terms forbid.',
    appealUntil: '2026-09-01T10:00:00Z',
    appealUrl: 'https://flirtwave.example/appeal/notice?notice=4&token=t',
  },
  appeal_outcome: {
    appealId: 3,
    kind: 'decision',
    outcome: 'reversed',
    restriction: 'profile_hidden',
    note: 'The photos are the member’s own; the profile is real.',
  },
  restriction_lifted: { decisionId: 12, restriction: 'account_suspended' },
  staff_invitation: {
    inviteUrl: 'https://backoffice.example/invitation?token=t',
    role: 'moderator',
    validDays: 7,
  },
}

const render = <K extends MailKind>(
  kind: K,
  overrides: Partial<Parameters<typeof renderMail>[0]> = {},
) =>
  renderMail({
    kind,
    data: sampleData[kind],
    locale: 'en',
    brand,
    recipientName: 'Anna',
    unsubscribeUrl,
    ...overrides,
  })

describe('renderMail', () => {
  for (const kind of mailKinds) {
    it(`renders ${kind} in every locale with both parts, the brand, the footer and List-Unsubscribe`, () => {
      for (const locale of locales) {
        const mail = render(kind, { locale })
        expect(mail.subject.length).toBeGreaterThan(0)
        // A message id instead of text would mean a missing catalogue entry.
        for (const part of [mail.subject, mail.text, mail.html]) {
          expect(part).not.toMatch(/\bmail\.[a-z]/i)
        }
        expect(mail.html).toContain(`<html lang="${locale}">`)
        for (const part of [mail.text, mail.html]) {
          expect(part).toContain('Flirtwave Mail')
          expect(part).toContain('Heartline Media B.V.')
          expect(part).toContain('Keizersgracht 221')
          expect(part).toContain('81234567')
          expect(part).toContain('support@flirtwave.example')
          expect(part).toContain('Anna')
        }
        expect(mail.text).toContain(unsubscribeUrl)
        expect(mail.html).toContain(unsubscribeUrl)
        expect(mail.headers).toEqual({
          'List-Unsubscribe': `<${unsubscribeUrl}>, <mailto:support@flirtwave.example?subject=unsubscribe>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        })
      }
    })
  }

  it('writes the greeting, the subject and the footer in the member language', () => {
    const english = render('activation')
    expect(english.subject).toBe('Activate your Flirtwave Mail account')
    expect(english.text).toMatch(/^Hello Anna,\n/)
    expect(english.text).toContain('Netherlands')
    const german = render('activation', { locale: 'de' })
    expect(german.subject).toBe('Aktiviere dein Konto bei Flirtwave Mail')
    expect(german.text).toMatch(/^Hallo Anna,\n/)
    expect(german.text).toContain('Niederlande')
    expect(render('password_reset', { locale: 'pl' }).text).toContain('2 godziny')
  })

  it('states the reasons of a decision in the member language (DSA Art. 17)', () => {
    const english = render('statement_of_reasons')
    expect(english.subject).toBe('Flirtwave Mail removed one of your photos')
    for (const expected of [
      'We removed one of your photos',
      'The second photo shows another person without their consent.',
      'Inappropriate photos',
      'https://flirtwave.example/pages/terms',
      'notice',
      'no automated means',
      '1 September 2026',
      'https://flirtwave.example/appeal?decision=12&token=t',
    ]) {
      expect(english.text).toContain(expected)
    }
    const illegal = render('statement_of_reasons', {
      locale: 'de',
      data: {
        ...sampleData.statement_of_reasons,
        restriction: 'account_suspended',
        ground: 'illegal',
        legalReference: '§ 201a StGB',
        automated: true,
      },
    })
    expect(illegal.subject).toBe('Flirtwave Mail hat dein Konto gesperrt')
    expect(illegal.text).toContain('§ 201a StGB')
    expect(illegal.text).toContain('1. September 2026')
    expect(illegal.text).not.toContain('https://flirtwave.example/pages/terms')
  })

  it('tells a notice sender the outcome and how to appeal a dismissal (DSA Art. 16(5), 20)', () => {
    const dismissed = render('notice_outcome')
    expect(dismissed.subject).toBe('Flirtwave Mail: our decision on your notice no. 9')
    for (const expected of [
      'https://flirtwave.example/members/42',
      'breaks neither the law nor our terms',
      'shows nothing our terms forbid',
      '1 September 2026',
      'https://flirtwave.example/appeal/notice?notice=4&token=t',
    ]) {
      expect(dismissed.text).toContain(expected)
    }
    const restricted = render('notice_outcome', {
      locale: 'de',
      data: {
        noticeId: 9,
        contentUrl: 'https://flirtwave.example/members/42',
        decidedAt: '2026-03-02T10:00:00Z',
        outcome: 'restricted',
        restriction: 'profile_hidden',
      },
    })
    expect(restricted.text).toContain('Profil ausgeblendet')
    expect(restricted.text).not.toContain('/appeal/notice')
  })

  it('tells the appellant the outcome, with the way to the courts when it is upheld', () => {
    const reversed = render('appeal_outcome')
    expect(reversed.subject).toBe('Flirtwave Mail: your appeal no. 3 was successful')
    expect(reversed.text).toContain('lifted the restriction (Profile hidden)')
    expect(reversed.text).not.toContain('out-of-court')
    const upheld = render('appeal_outcome', {
      data: { ...sampleData.appeal_outcome, outcome: 'upheld' },
    })
    expect(upheld.text).toContain('out-of-court')
  })

  it('puts every link in the text part and as a link in the HTML part', () => {
    const mail = render('activation')
    expect(mail.text).toContain('https://flirtwave.example/activate?token=a&x=1')
    expect(mail.html).toContain('href="https://flirtwave.example/activate?token=a&amp;x=1"')
  })

  it('escapes names, addresses and brand texts in the HTML part', () => {
    const evil = '<script>alert("x")</script>&'
    const mail = render('email_change_confirm', {
      recipientName: evil,
      data: {
        newEmail: `"><img src=x onerror=alert(1)>@example.com`,
        confirmUrl: 'https://a.example/',
      },
      brand: { ...brand, mailName: '<b>Brand</b>', companyName: "O'Hara & <Co>" },
    })
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<img')
    expect(mail.html).not.toContain('<b>Brand</b>')
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;')
    expect(mail.html).toContain('O&#39;Hara &amp; &lt;Co&gt;')
    // The text part is plain text: nothing to escape there.
    expect(mail.text).toContain(evil)
  })

  it('refuses links that are not http(s)', () => {
    expect(() => render('activation', { data: { activationUrl: 'javascript:alert(1)' } })).toThrow(
      /http\(s\)/,
    )
  })

  it('keeps subjects on one line', () => {
    const mail = render('activation', {
      brand: { ...brand, mailName: 'Flirt\r\nBcc: x@example.com' },
    })
    expect(mail.subject).not.toMatch(/[\r\n]/)
  })

  it('greets plainly without a name and offers only the mailto without a member', () => {
    const mail = render('activation', { recipientName: '', unsubscribeUrl: null })
    expect(mail.text).toMatch(/^Hello,\n/)
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<mailto:support@flirtwave.example?subject=unsubscribe>',
    })
    expect(mail.text).not.toContain('Unsubscribe from email notifications')
  })
})
