import type { LegalTexts } from '../pages.ts'

export const texts: LegalTexts = {
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    description:
      'Die AGB von {brand}: wer den Dienst nutzen darf, wie Credits und Premium funktionieren, Ihre und unsere Rechte.',
    sections: [
      {
        heading: '1. Anbieter und Geltungsbereich',
        paragraphs: [
          '{brand} ({domain}) wird betrieben von {company}, {address}, {city}, {country}, eingetragen bei der niederländischen Handelskammer unter der Nummer {kvk} (USt-IdNr. {vat}). Diese Bedingungen gelten für jeden Besuch und jede Nutzung von {brand}, kostenlos oder kostenpflichtig, ab der Erstellung Ihres Kontos.',
          'Mit der Anmeldung akzeptieren Sie diese Bedingungen und unsere Datenschutzerklärung. Wenn Sie nicht einverstanden sind, nutzen Sie den Dienst bitte nicht.',
        ],
      },
      {
        heading: '2. Wer den Dienst nutzen darf',
        paragraphs: [
          'Sie müssen mindestens 18 Jahre alt sein und an Ihrem Wohnort Inhalte für Erwachsene ansehen dürfen. Sie dürfen nur ein Konto führen, nur für sich selbst, und müssen wahre Angaben über sich machen.',
          'Wir können Sie bitten, Ihr Alter oder Ihre Identität zu bestätigen. Bis dahin können wir Ihr Konto einschränken.',
        ],
      },
      {
        heading: '3. Fiktive Profile',
        paragraphs: [
          'Einige Profile auf {brand} sind fiktiv. Sie werden von unserem Team zur Unterhaltung geschrieben und betreut und sind als solche gekennzeichnet. Die Personen hinter fiktiven Profilen können Sie nicht persönlich treffen; ein reales Treffen wird über sie weder angeboten noch versprochen.',
        ],
      },
      {
        heading: '4. Credits und Premium-Mitgliedschaft',
        paragraphs: [
          'Das Senden von Nachrichten, Fotos und Geschenken kostet Credits. Der Preis jeder Aktion und jedes Credit-Pakets wird vor der Zahlung angezeigt. Credits werden mit Einmalzahlungen gekauft; es gibt kein Abonnement und nichts verlängert sich automatisch.',
          'Mit dem Kauf eines beliebigen Credit-Pakets werden Sie Premium-Mitglied mit den auf der Premium-Seite beschriebenen Zusatzfunktionen. Credits verfallen nicht, solange Ihr Konto besteht, haben keinen Geldwert und sind nicht übertragbar.',
          'Unbenutzte Credits können Sie innerhalb von {refundDays} Tagen nach dem Kauf zurückgeben, wie in unseren Rückgabebedingungen beschrieben.',
        ],
      },
      {
        heading: '5. Verhaltensregeln',
        paragraphs: [
          'Belästigen, bedrohen oder täuschen Sie andere Mitglieder nicht; veröffentlichen Sie keine rechtswidrigen Inhalte, keine Darstellungen Minderjähriger, nichts, was Rechte anderer verletzt, und keine Werbung; bitten Sie nicht um Geld und bieten Sie keine bezahlten Dienste an; sammeln Sie keine Daten anderer Mitglieder und verwenden Sie keine automatisierten Werkzeuge.',
          'Wir können Inhalte entfernen und Konten einschränken oder schließen, die gegen diese Regeln oder das Gesetz verstoßen. Wir teilen Ihnen die Gründe und die Möglichkeit des Widerspruchs mit, sofern das Gesetz dies nicht verbietet. Die Seite zur Zugangssperre erklärt das Verfahren.',
        ],
      },
      {
        heading: '6. Ihre Inhalte',
        paragraphs: [
          'Die Rechte an Ihren Texten und Fotos bleiben bei Ihnen. Sie erlauben uns, sie zu speichern, anzuzeigen und anzupassen (etwa zu verkleinern), solange sie Teil Ihres Profils sind, und nur zum Betrieb des Dienstes.',
        ],
      },
      {
        heading: '7. Haftung',
        paragraphs: [
          'Wir bemühen uns, {brand} verfügbar und sicher zu halten, können aber keinen unterbrechungsfreien Betrieb zusagen. Für Äußerungen und Handlungen anderer Mitglieder haften wir nur, soweit das Gesetz es vorsieht. Bei leichter Fahrlässigkeit ist unsere Haftung auf den Betrag begrenzt, den Sie uns in den zwölf Monaten vor dem Schaden gezahlt haben; die Haftung für Vorsatz, grobe Fahrlässigkeit und Schäden an Leben, Körper oder Gesundheit bleibt unberührt.',
        ],
      },
      {
        heading: '8. Vertragsende',
        paragraphs: [
          'Sie können Ihr Konto jederzeit in den Einstellungen löschen. Wir können den Vertrag mit einer Frist von zwei Wochen kündigen, bei einem schweren Verstoß gegen diese Bedingungen auch fristlos.',
        ],
      },
      {
        heading: '9. Änderungen, Recht und Streitigkeiten',
        paragraphs: [
          'Diese Fassung gilt ab dem {termsDate}. Änderungen kündigen wir mindestens 30 Tage vor ihrem Inkrafttreten an; sind Sie nicht einverstanden, können Sie Ihr Konto vorher löschen.',
          'Es gilt niederländisches Recht, ohne dass Ihnen der Schutz des Rechts Ihres Wohnsitzstaates entzogen wird. Beschwerden richten Sie an {email}.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Datenschutzerklärung',
    description:
      'Wie {company} Ihre personenbezogenen Daten auf {brand} verarbeitet: was wir erheben, warum, wie lange und Ihre Rechte nach der DSGVO.',
    sections: [
      {
        heading: 'Verantwortlicher',
        paragraphs: [
          'Verantwortlich für die Verarbeitung personenbezogener Daten auf {brand} ist {company}, {address}, {city}, {country} (Handelskammer {kvk}). Sie erreichen uns unter {email} oder {phone}.',
        ],
      },
      {
        heading: 'Was wir verarbeiten und warum',
        paragraphs: [
          'Kontodaten (E-Mail-Adresse, Benutzername, Passwort-Hash, Geburtsdatum, Geschlecht und wen Sie suchen), um Ihr Konto auf Grundlage unseres Vertrags bereitzustellen (Art. 6 Abs. 1 lit. b DSGVO).',
          'Profilinhalte, Fotos, Likes und Nachrichten, um den Dating- und Chatdienst für Sie zu betreiben. Angaben zu Ihrem Sexualleben oder Ihrer Orientierung, die Sie selbst machen, verarbeiten wir mit Ihrer ausdrücklichen Einwilligung (Art. 9 Abs. 2 lit. a DSGVO); Sie können sie widerrufen, indem Sie die Angaben entfernen.',
          'Zahlungsdaten (Paket, Betrag, Zahlungsart und Status, nicht Ihre vollständige Kartennummer), zur Vertragserfüllung und für unsere Buchhaltungspflichten (Art. 6 Abs. 1 lit. b und c DSGVO).',
          'Technische Daten (IP-Adresse, Browser, besuchte Seiten, die Kampagne, über die Sie gekommen sind), um den Dienst sicher zu halten und mit unseren Partnern abzurechnen (berechtigtes Interesse, Art. 6 Abs. 1 lit. f DSGVO).',
        ],
      },
      {
        heading: 'Empfänger',
        paragraphs: [
          'Unsere Hosting-, E-Mail- und Zahlungsdienstleister verarbeiten Daten in unserem Auftrag auf Grundlage eines Auftragsverarbeitungsvertrags. Andere Mitglieder sehen nur, was Sie in Ihr Profil stellen. Wir verkaufen Ihre Daten nie. Sitzt ein Dienstleister außerhalb des EWR, stützen wir uns auf die Standardvertragsklauseln der EU-Kommission.',
        ],
      },
      {
        heading: 'Speicherdauer',
        paragraphs: [
          'Konto- und Profildaten speichern wir, solange Ihr Konto besteht. Nach der Löschung Ihres Kontos bewahren wir sie 14 Tage auf, damit Sie es reaktivieren können, und löschen sie dann. Zahlungsbelege bewahren wir wegen steuerrechtlicher Pflichten sieben Jahre auf.',
        ],
      },
      {
        heading: 'Ihre Rechte',
        paragraphs: [
          'Sie haben das Recht auf Auskunft, Berichtigung und Löschung, auf Einschränkung der Verarbeitung, auf Widerspruch und auf Datenübertragbarkeit: In Ihren Einstellungen können Sie alle über Sie gespeicherten Daten herunterladen. Für alles Weitere schreiben Sie an {email}. Sie können sich bei einer Datenschutzaufsichtsbehörde beschweren, in Deutschland bei der Aufsichtsbehörde Ihres Bundeslandes oder der Bundesbeauftragten für den Datenschutz (BfDI); für uns federführend ist die niederländische Autoriteit Persoonsgegevens.',
        ],
      },
      {
        heading: 'Weitere Daten, die wir verarbeiten',
        paragraphs: [
          'Standort: Wenn Sie es erlauben, wird die Position Ihres Browsers einmal genutzt, um Ihre Region vorzuschlagen; wir speichern nur die Region, die Sie wählen, nicht die Koordinaten. Ihre Standort-Einstellungen bestimmen, was andere Mitglieder sehen.',
          'Lastschrift: Für eine SEPA-Lastschrift speichern wir Kontoinhaber, IBAN, Postanschrift und die Telefonnummer, an die der Bestätigungscode ging, für das Mandat und so lange, wie Zahlungs- und Steuerrecht es verlangen.',
          'Meldungen: Wenn Sie Inhalte melden, speichern wir Ihren Namen und Ihre E-Mail-Adresse (sofern angegeben), das Gemeldete und unsere Entscheidung, um die Meldung zu bearbeiten und Ihnen das Ergebnis mitzuteilen.',
          'Push-Benachrichtigungen: Wenn Sie sie einschalten, speichern wir die Push-Adresse und die Schlüssel Ihres Browsers, bis Sie sie ausschalten oder sich auf dem Gerät abmelden.',
          'Moderation: Wenn wir Inhalte oder ein Konto einschränken, bewahren wir die betroffenen Inhalte und die Begründung auf, solange ein Widerspruch möglich ist, und sechs Monate danach; dann löschen wir sie.',
          'Fiktive Profile: Nachrichten an ein fiktives Profil lesen und beantworten unsere Mitarbeitenden, die diese Profile betreiben; sie sind zur Vertraulichkeit verpflichtet.',
        ],
      },
      {
        heading: 'Kontakt für den Datenschutz',
        paragraphs: [
          'Unser Kontakt für den Datenschutz: {company}, z. Hd. Datenschutz, {address}, {city}, {country}; E-Mail an {email} mit dem Betreff „Datenschutz“.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Cookie-Richtlinie',
    description: 'Welche Cookies {brand} verwendet, wofür und wie lange.',
    sections: [
      {
        heading: 'Was Cookies sind',
        paragraphs: [
          'Cookies sind kleine Textdateien, die Ihr Browser für eine Website speichert. {brand} verwendet nur Cookies, die für den Betrieb nötig sind; Werbe- oder Tracking-Cookies Dritter setzen wir nicht ein.',
        ],
      },
      {
        heading: 'Ihre Wahl',
        paragraphs: [
          'Sie können Cookies jederzeit in den Einstellungen Ihres Browsers löschen. Ohne das Session-Cookie bleiben Sie nicht angemeldet. Fragen: {email}.',
          'Das Partner-Cookie (tracking) wird nur mit Ihrer Einwilligung gespeichert; Sie können sie jederzeit unter „Cookie-Einstellungen“ unten auf jeder Seite erteilen oder widerrufen.',
        ],
      },
    ],
  },
  ban: {
    title: 'Zugangssperre',
    description:
      'Wann {brand} ein Konto einschränkt oder sperrt, wie wir Sie informieren und wie Sie widersprechen können.',
    sections: [
      {
        heading: 'Wann wir ein Konto einschränken',
        paragraphs: [
          'Wir entfernen Inhalte oder schränken ein Konto ein, sperren oder schließen es, wenn es gegen unsere Bedingungen oder das Gesetz verstößt, etwa wenn ein Mitglied unter 18 ist, andere belästigt, um Geld bittet, rechtswidrige Inhalte veröffentlicht oder mehrere Konten nutzt. Wir entscheiden nach einer Meldung eines Mitglieds oder Besuchers oder nach eigener Prüfung.',
        ],
      },
      {
        heading: 'Begründung',
        paragraphs: [
          'Schränken wir Ihre Inhalte oder Ihr Konto ein, erhalten Sie per E-Mail eine Begründung: was wir getan haben, auf welche Tatsachen wir uns stützen, gegen welche Regel oder welches Gesetz verstoßen wurde, ob ein automatisiertes Werkzeug beteiligt war und wie Sie die Entscheidung anfechten können. So verlangt es Artikel 17 des Digital Services Act der EU.',
        ],
      },
      {
        heading: 'Widerspruch',
        paragraphs: [
          'Die E-Mail enthält einen Link zu unserem Widerspruchsformular. Eine Person, die an der ersten Entscheidung nicht beteiligt war, prüft Ihren Widerspruch und antwortet Ihnen. Sie können sich außerdem an eine zertifizierte außergerichtliche Streitbeilegungsstelle oder an die Gerichte wenden.',
        ],
      },
      {
        heading: 'Credits nach einer Sperre',
        paragraphs: [
          'Schließen wir Ihr Konto wegen eines schweren Verstoßes, erstatten wir gekaufte, unbenutzte Credits zu dem Preis, den Sie dafür bezahlt haben, innerhalb von 14 Tagen. Nur durch Betrug oder Rückbuchung erlangte Credits werden nicht erstattet. Erweist sich die Sperre als Fehler, stellen wir Ihr Konto und Ihre Credits wieder her.',
        ],
      },
    ],
  },
  faq: {
    title: 'Häufige Fragen',
    description:
      'Antworten auf die häufigsten Fragen zu {brand}: Konto, Credits, Premium, Datenschutz und Sicherheit.',
    sections: [
      {
        heading: 'Ist die Anmeldung kostenlos?',
        paragraphs: [
          'Ja. Ein Konto anlegen, Profile ansehen und Mitglieder liken ist kostenlos. Nachrichten, Fotos und Geschenke kosten Credits.',
        ],
      },
      {
        heading: 'Was bringt mir Premium?',
        paragraphs: [
          'Mit dem Kauf eines beliebigen Credit-Pakets werden Sie Premium-Mitglied: Sie sehen alle Fotos scharf und können bis zu 25 statt 3 Fotos hochladen.',
        ],
      },
      {
        heading: 'Sind alle Profile echte Menschen?',
        paragraphs: [
          'Nein. Einige Profile sind fiktiv und gekennzeichnet; sie dienen der Unterhaltung, und Sie können diese Personen nicht persönlich treffen.',
        ],
      },
      {
        heading: 'Verlängert sich mein Abo automatisch?',
        paragraphs: ['Es gibt kein Abo. Jedes Credit-Paket ist eine Einmalzahlung.'],
      },
      {
        heading: 'Wie bekomme ich Geld für unbenutzte Credits zurück?',
        paragraphs: [
          'Wählen Sie innerhalb von {refundDays} Tagen nach dem Kauf „Vertrag hier widerrufen“ in der Fußzeile oder im Kontomenü und bestätigen Sie; die Einzelheiten stehen in unserer Widerrufsbelehrung.',
        ],
      },
      {
        heading: 'Wie lösche ich mein Konto?',
        paragraphs: [
          'Wählen Sie in Ihren Einstellungen „Konto löschen“. Innerhalb von 14 Tagen können Sie es zurückholen; danach wird alles gelöscht.',
        ],
      },
      {
        heading: 'Jemand belästigt mich. Was kann ich tun?',
        paragraphs: [
          'Blockieren Sie das Mitglied über sein Profil und melden Sie es. Jede Person, auch ohne Konto, kann Inhalte über unser Beschwerdeformular melden.',
        ],
      },
    ],
  },
  'return-policy': {
    title: 'Widerrufsbelehrung',
    description:
      'Wie Sie auf {brand} gekaufte, unbenutzte Credits innerhalb von {refundDays} Tagen zurückgeben, und Ihr Widerrufsrecht.',
    sections: [
      {
        heading: 'Rückgabe unbenutzter Credits',
        paragraphs: [
          'Credits, die Sie nicht benutzt haben, können Sie innerhalb von {refundDays} Tagen nach dem Kauf zurückgeben. Wir erstatten den Preis der unbenutzten Credits innerhalb von 14 Tagen nach Ihrer Anfrage über die verwendete Zahlungsart. Credits, die Sie bei der Anmeldung oder aus einer Aktion geschenkt bekommen haben, werden nicht erstattet.',
        ],
      },
      {
        heading: 'Widerrufsrecht',
        paragraphs: [
          'Als Verbraucher in der EU können Sie einen Kauf innerhalb von 14 Tagen widerrufen. Wenn Sie Credits verwenden, verlangen Sie ausdrücklich, dass wir die Leistung sofort erbringen; für verwendete Credits erlischt Ihr Widerrufsrecht mit der Verwendung.',
        ],
      },
      {
        heading: 'So stellen Sie die Anfrage',
        paragraphs: [
          'Solange Sie widerrufen können, steht der Link „Vertrag hier widerrufen“ in der Fußzeile jeder Seite und in Ihrem Kontomenü; er öffnet den Kauf auf Ihrer Zahlungsseite. Wählen Sie „Vertrag hier widerrufen“ und dann „Widerruf bestätigen“. Wir bestätigen sofort per E-Mail, mit Datum und Uhrzeit des Eingangs, der Rechnungsnummer und dem erstatteten Betrag. Können Sie sich nicht anmelden, senden Sie das Muster-Widerrufsformular unten oder eine andere eindeutige Erklärung an {email}.',
          '{company}, {address}, {city}, {country}.',
        ],
      },
      {
        heading: 'Muster-Widerrufsformular',
        paragraphs: [
          '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
          'An {company}, {address}, {city}, {country}, {email}:',
          'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über die Erbringung der folgenden Dienstleistung (*): Credits bei {brand}, Rechnungsnummer …',
          'Bestellt am (*)/erhalten am (*) …',
          'Name des/der Verbraucher(s) …',
          'Anschrift des/der Verbraucher(s) …',
          'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier) …',
          'Datum …',
          '(*) Unzutreffendes streichen.',
        ],
      },
    ],
  },
  service: {
    title: 'Kundenservice',
    description: 'Kontakt zum Kundenservice von {brand}: E-Mail, Telefon und Postanschrift.',
    sections: [
      {
        heading: 'Kontakt',
        paragraphs: [
          'E-Mail: {email}. Wir antworten innerhalb eines Werktags.',
          'Telefon: {phone}, Montag bis Freitag, 9:00 bis 17:00 Uhr (MEZ).',
          'Post: {company}, {address}, {city}, {country}.',
        ],
      },
      {
        heading: 'Bevor Sie schreiben',
        paragraphs: [
          'Schreiben Sie bitte von der E-Mail-Adresse Ihres Kontos und nennen Sie Ihren Benutzernamen, damit wir Ihr Konto schnell finden. Senden Sie uns nie Ihr Passwort.',
        ],
      },
      {
        heading: 'Inhalte melden',
        paragraphs: [
          'Um ein Profil, ein Foto oder eine Nachricht zu melden, nutzen Sie das Beschwerdeformular: Es geht direkt an unsere Moderation, und Sie erhalten eine Bestätigung per E-Mail.',
        ],
      },
    ],
  },
  imprint: {
    title: 'Impressum',
    description: 'Angaben zu {company}, Betreiber von {brand}.',
    sections: [
      {
        heading: 'Anbieter',
        paragraphs: [
          '{company}, {address}, {city}, {country}.',
          'Handelsregisternummer (KvK): {kvk}. Umsatzsteuer-Identifikationsnummern: {vat}.',
          'Handelsnamen: {tradenames}.',
          'Vertretungsberechtigte Geschäftsführung: {director}.',
        ],
      },
      {
        heading: 'Kontakt',
        paragraphs: ['E-Mail: {email}. Telefon: {phone}.'],
      },
    ],
  },
}
