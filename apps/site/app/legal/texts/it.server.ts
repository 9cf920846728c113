import type { LegalTexts } from '../pages.ts'

export const texts: LegalTexts = {
  terms: {
    title: 'Termini e condizioni',
    description:
      'I termini e condizioni di {brand}: chi può usare il servizio, come funzionano crediti e premium, i tuoi diritti e i nostri.',
    sections: [
      {
        heading: '1. Chi siamo e ambito di applicazione',
        paragraphs: [
          '{brand} ({domain}) è gestito da {company}, {address}, {city}, {country}, iscritta alla Camera di commercio olandese con il numero {kvk} (partita IVA {vat}). Questi termini valgono per ogni visita e ogni uso di {brand}, gratuito o a pagamento, dal momento in cui crei il tuo account.',
          'Registrandoti accetti questi termini e la nostra informativa sulla privacy. Se non sei d’accordo, non usare il servizio.',
        ],
      },
      {
        heading: '2. Chi può usare il servizio',
        paragraphs: [
          'Devi avere almeno 18 anni e poter vedere contenuti per adulti nel luogo in cui vivi. Puoi avere un solo account, solo per te, e devi fornire dati veritieri su di te.',
          'Possiamo chiederti di confermare la tua età o identità. Finché non lo fai, possiamo limitare il tuo account.',
        ],
      },
      {
        heading: '3. Profili fittizi',
        paragraphs: [
          'Alcuni profili su {brand} sono fittizi. Sono scritti e gestiti dal nostro team a scopo di intrattenimento e sono contrassegnati come tali. Non puoi incontrare di persona chi sta dietro a questi profili e tramite essi non viene offerto né promesso alcun incontro reale.',
        ],
      },
      {
        heading: '4. Crediti e abbonamento premium',
        paragraphs: [
          'Inviare messaggi, foto e regali costa crediti. Il prezzo di ogni azione e di ogni pacchetto di crediti è mostrato prima del pagamento. I crediti si acquistano con pagamenti singoli: non c’è alcun abbonamento e nulla si rinnova automaticamente.',
          'Acquistando un qualsiasi pacchetto di crediti diventi membro premium, con le funzioni descritte nella pagina premium. I crediti non scadono finché il tuo account esiste, non hanno valore monetario e non sono trasferibili.',
          'Puoi restituire i crediti non usati entro {refundDays} giorni dall’acquisto, come descritto nella nostra politica di reso.',
        ],
      },
      {
        heading: '5. Regole di comportamento',
        paragraphs: [
          'Non molestare, minacciare o ingannare altri membri; non pubblicare contenuti illeciti, che mostrino minori, che violino diritti altrui o pubblicitari; non chiedere né offrire denaro o servizi a pagamento; non raccogliere dati di altri membri e non usare strumenti automatici.',
          'Possiamo rimuovere contenuti e limitare o chiudere account che violano queste regole o la legge. Ti comunichiamo il motivo e come presentare ricorso, salvo divieto di legge. La pagina sull’esclusione spiega la procedura.',
        ],
      },
      {
        heading: '6. I tuoi contenuti',
        paragraphs: [
          'Mantieni i diritti sui testi e sulle foto che carichi. Ci autorizzi a conservarli, mostrarli e adattarli (per esempio ridimensionarli) finché fanno parte del tuo profilo, solo per fornire il servizio.',
        ],
      },
      {
        heading: '7. Responsabilità',
        paragraphs: [
          'Facciamo il possibile perché {brand} sia disponibile e sicuro, ma non possiamo garantire un servizio ininterrotto. Non rispondiamo di ciò che dicono o fanno altri membri, salvo quando la legge ci rende responsabili. Per colpa lieve la nostra responsabilità è limitata a quanto ci hai pagato nei dodici mesi precedenti il danno; resta ferma la responsabilità per dolo, colpa grave o danni alla vita, all’integrità fisica o alla salute.',
        ],
      },
      {
        heading: '8. Fine del contratto',
        paragraphs: [
          'Puoi eliminare il tuo account in qualsiasi momento dalle impostazioni. Possiamo recedere dal contratto con un preavviso di due settimane, o subito in caso di grave violazione di questi termini.',
        ],
      },
      {
        heading: '9. Modifiche, legge applicabile e controversie',
        paragraphs: [
          'Questa versione vale dal {termsDate}. Annunciamo le modifiche almeno 30 giorni prima che entrino in vigore; se non sei d’accordo, puoi eliminare il tuo account prima di quella data.',
          'Si applica la legge olandese, senza privarti della tutela della legge del paese in cui vivi. I reclami vanno inviati a {email}.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Informativa sulla privacy',
    description:
      'Come {company} tratta i tuoi dati personali su {brand}: cosa raccogliamo, perché, per quanto tempo e i tuoi diritti secondo il GDPR.',
    sections: [
      {
        heading: 'Titolare del trattamento',
        paragraphs: [
          '{company}, {address}, {city}, {country} (Camera di commercio {kvk}) è titolare del trattamento dei dati personali su {brand}. Puoi contattarci a {email} o al {phone}.',
        ],
      },
      {
        heading: 'Cosa trattiamo e perché',
        paragraphs: [
          'Dati dell’account (indirizzo e-mail, nome utente, hash della password, data di nascita, genere e chi cerchi), per fornirti l’account in esecuzione del nostro contratto (art. 6, par. 1, lett. b GDPR).',
          'Contenuti del profilo, foto, like e messaggi, per fornire il servizio di incontri e chat. I dati sulla tua vita sessuale o sul tuo orientamento che inserisci tu stesso sono trattati con il tuo consenso esplicito (art. 9, par. 2, lett. a GDPR), che revochi cancellandoli.',
          'Dati di pagamento (pacchetto, importo, metodo e stato del pagamento, mai il numero completo della carta), per eseguire il contratto e adempiere agli obblighi contabili (art. 6, par. 1, lett. b e c GDPR).',
          'Dati tecnici (indirizzo IP, browser, pagine visitate, la campagna da cui sei arrivato), per mantenere sicuro il servizio e regolare i conti con i nostri partner (legittimo interesse, art. 6, par. 1, lett. f GDPR).',
        ],
      },
      {
        heading: 'Chi riceve i tuoi dati',
        paragraphs: [
          'I nostri fornitori di hosting, e-mail e pagamenti trattano dati per nostro conto in base a un accordo di trattamento. Gli altri membri vedono solo ciò che metti nel tuo profilo. Non vendiamo mai i tuoi dati. Se un fornitore si trova fuori dal SEE, applichiamo le clausole contrattuali tipo della Commissione europea.',
        ],
      },
      {
        heading: 'Per quanto tempo li conserviamo',
        paragraphs: [
          'I dati dell’account e del profilo sono conservati finché l’account esiste. Dopo l’eliminazione li conserviamo 14 giorni per permetterti di riattivarlo, poi li cancelliamo. Le registrazioni dei pagamenti sono conservate sette anni per obblighi fiscali.',
        ],
      },
      {
        heading: 'I tuoi diritti',
        paragraphs: [
          'Hai diritto di accesso, rettifica, cancellazione, limitazione, opposizione e portabilità: nelle impostazioni puoi scaricare tutto ciò che conserviamo su di te. Per tutto il resto scrivi a {email}. Puoi presentare reclamo a un’autorità di controllo, in Italia il Garante per la protezione dei dati personali.',
        ],
      },
      {
        heading: 'Altri dati che trattiamo',
        paragraphs: [
          'Posizione: se lo consenti, la posizione del browser viene usata una volta per proporti la regione; conserviamo solo la regione scelta, non le coordinate. Le impostazioni di posizione decidono che cosa vedono gli altri membri.',
          'Addebito diretto: per un addebito SEPA conserviamo intestatario, IBAN, indirizzo postale e numero di telefono a cui è stato inviato il codice di conferma, per il mandato e per il tempo richiesto dalle norme sui pagamenti e fiscali.',
          'Segnalazioni: quando segnali un contenuto conserviamo nome ed email (se li indichi), il contenuto segnalato e la nostra decisione, per gestire la segnalazione e comunicarti l’esito.',
          'Notifiche push: quando le attivi conserviamo l’indirizzo push e le chiavi del browser finché non le disattivi o esci da quel dispositivo.',
          'Moderazione: quando limitiamo un contenuto o un account conserviamo il contenuto interessato e la motivazione finché è possibile un reclamo e per sei mesi dopo, poi li cancelliamo.',
          'Profili fittizi: i messaggi inviati a un profilo fittizio vengono letti e gestiti dal personale del nostro team che cura quei profili, tenuto alla riservatezza.',
        ],
      },
      {
        heading: 'Contatto per la protezione dei dati',
        paragraphs: [
          'Il nostro contatto per la protezione dei dati: {company}, alla c.a. Protezione dati, {address}, {city}, {country}; email a {email} con oggetto «Privacy».',
        ],
      },
    ],
  },
  cookies: {
    title: 'Cookie policy',
    description: 'Quali cookie usa {brand}, a cosa servono e per quanto tempo.',
    sections: [
      {
        heading: 'Cosa sono i cookie',
        paragraphs: [
          'I cookie sono piccoli file di testo che il browser conserva per un sito. {brand} usa solo i cookie necessari al funzionamento; non usiamo cookie pubblicitari né di tracciamento di terze parti.',
        ],
      },
      {
        heading: 'Le tue scelte',
        paragraphs: [
          'Puoi cancellare i cookie in qualsiasi momento dalle impostazioni del browser. Senza il cookie di sessione non resti connesso. Domande: {email}.',
          'Il cookie partner (tracking) viene salvato solo con il tuo consenso; puoi darlo o revocarlo in qualsiasi momento da «Impostazioni cookie» in fondo a ogni pagina.',
        ],
      },
    ],
  },
  ban: {
    title: 'Esclusione dall’accesso',
    description:
      'Quando {brand} limita o blocca un account, come te lo comunichiamo e come presentare ricorso.',
    sections: [
      {
        heading: 'Quando limitiamo un account',
        paragraphs: [
          'Rimuoviamo contenuti o limitiamo, sospendiamo o chiudiamo un account quando viola i nostri termini o la legge: per esempio se un membro ha meno di 18 anni, molesta altri, chiede denaro, pubblica contenuti illeciti o usa più account. Decidiamo dopo la segnalazione di un membro o di un visitatore, o dopo nostri controlli.',
        ],
      },
      {
        heading: 'Motivazione',
        paragraphs: [
          'Quando limitiamo i tuoi contenuti o il tuo account ti inviamo per e-mail una motivazione: cosa abbiamo fatto, su quali fatti si basa, quale regola o legge è stata violata, se è intervenuto uno strumento automatico e come puoi contestarlo. Lo prevede l’articolo 17 del Regolamento europeo sui servizi digitali.',
        ],
      },
      {
        heading: 'Come presentare ricorso',
        paragraphs: [
          'L’e-mail contiene un link al nostro modulo di ricorso. Una persona che non ha partecipato alla prima decisione esamina il ricorso e ti risponde. Puoi anche rivolgerti a un organismo certificato di risoluzione extragiudiziale delle controversie o al giudice.',
        ],
      },
      {
        heading: 'Crediti dopo un’esclusione',
        paragraphs: [
          'Se chiudiamo il tuo account per una violazione grave, ti rimborsiamo entro 14 giorni i crediti acquistati e non usati, al prezzo che hai pagato. Non rimborsiamo solo i crediti ottenuti con frode o storno di addebito. Se il blocco si rivela un errore, ripristiniamo il tuo account e i tuoi crediti.',
        ],
      },
    ],
  },
  faq: {
    title: 'Domande frequenti',
    description:
      'Le risposte alle domande più frequenti su {brand}: account, crediti, premium, privacy e sicurezza.',
    sections: [
      {
        heading: 'La registrazione è gratuita?',
        paragraphs: [
          'Sì. Creare un account, guardare i profili e mettere like ai membri è gratis. Inviare messaggi, foto e regali costa crediti.',
        ],
      },
      {
        heading: 'Cosa mi offre il premium?',
        paragraphs: [
          'Acquistando un qualsiasi pacchetto di crediti diventi membro premium: vedi tutte le foto nitide e puoi caricare fino a 25 foto invece di 3.',
        ],
      },
      {
        heading: 'Tutti i profili sono persone reali?',
        paragraphs: [
          'No. Alcuni profili sono fittizi e contrassegnati; servono all’intrattenimento e non puoi incontrarli di persona.',
        ],
      },
      {
        heading: 'Il mio abbonamento si rinnova automaticamente?',
        paragraphs: [
          'Non c’è alcun abbonamento. Ogni pacchetto di crediti è un pagamento singolo.',
        ],
      },
      {
        heading: 'Come ottengo il rimborso dei crediti non usati?',
        paragraphs: [
          'Entro {refundDays} giorni dall’acquisto scegli «Recedi dal contratto qui» in fondo alla pagina o nel menu dell’account e conferma; le nostre informazioni sul recesso spiegano i dettagli.',
        ],
      },
      {
        heading: 'Come elimino il mio account?',
        paragraphs: [
          'Nelle impostazioni scegli «Elimina account». Puoi recuperarlo entro 14 giorni; dopo, tutto viene cancellato.',
        ],
      },
      {
        heading: 'Qualcuno mi infastidisce. Cosa posso fare?',
        paragraphs: [
          'Blocca il membro dal suo profilo e segnalalo. Chiunque, anche senza account, può segnalare contenuti con il nostro modulo di reclamo.',
        ],
      },
    ],
  },
  'return-policy': {
    title: 'Diritto di recesso',
    description:
      'Come restituire entro {refundDays} giorni i crediti non usati acquistati su {brand}, e il tuo diritto di recesso.',
    sections: [
      {
        heading: 'Reso dei crediti non usati',
        paragraphs: [
          'Puoi restituire i crediti che non hai usato entro {refundDays} giorni dall’acquisto. Rimborsiamo il prezzo dei crediti non usati sul metodo di pagamento utilizzato, entro 14 giorni dalla tua richiesta. I crediti regalati alla registrazione o in una promozione non sono rimborsabili.',
        ],
      },
      {
        heading: 'Diritto di recesso',
        paragraphs: [
          'Come consumatore nell’UE hai 14 giorni per recedere da un acquisto. Usando i crediti ci chiedi di eseguire subito il servizio; per i crediti usati il diritto di recesso si estingue con l’uso.',
        ],
      },
      {
        heading: 'Come fare la richiesta',
        paragraphs: [
          'Finché puoi recedere, il link «Recedi dal contratto qui» si trova in fondo a ogni pagina e nel menu del tuo account; apre l’acquisto nella pagina dei tuoi pagamenti. Scegli «Recedi dal contratto qui» e poi «Conferma il recesso». Te lo confermiamo subito via email, con data e ora di ricezione, numero di fattura e importo rimborsato. Se non puoi accedere, invia il modulo qui sotto o un’altra dichiarazione esplicita a {email}.',
          '{company}, {address}, {city}, {country}.',
        ],
      },
      {
        heading: 'Modulo di recesso tipo',
        paragraphs: [
          '(compilare e restituire il presente modulo solo se si desidera recedere dal contratto)',
          'Destinatario: {company}, {address}, {city}, {country}, {email}',
          'Con la presente io/noi (*) notifichiamo il recesso dal mio/nostro (*) contratto per la prestazione del seguente servizio (*): crediti su {brand}, fattura n. …',
          'Ordinato il (*)/ricevuto il (*) …',
          'Nome del/dei consumatore(i) …',
          'Indirizzo del/dei consumatore(i) …',
          'Firma del/dei consumatore(i) (solo se il presente modulo è notificato in versione cartacea) …',
          'Data …',
          '(*) Cancellare la dicitura inutile.',
        ],
      },
    ],
  },
  service: {
    title: 'Assistenza clienti',
    description: 'Contatta l’assistenza clienti di {brand}: e-mail, telefono e indirizzo postale.',
    sections: [
      {
        heading: 'Contatti',
        paragraphs: [
          'E-mail: {email}. Rispondiamo entro un giorno lavorativo.',
          'Telefono: {phone}, dal lunedì al venerdì, dalle 9:00 alle 17:00 (CET).',
          'Posta: {company}, {address}, {city}, {country}.',
        ],
      },
      {
        heading: 'Prima di scrivere',
        paragraphs: [
          'Scrivici dall’indirizzo e-mail del tuo account e indica il tuo nome utente, così troviamo subito il tuo account. Non inviarci mai la tua password.',
        ],
      },
      {
        heading: 'Segnalare contenuti',
        paragraphs: [
          'Per segnalare un profilo, una foto o un messaggio usa il modulo di reclamo: arriva direttamente ai nostri moderatori e ricevi una conferma per e-mail.',
        ],
      },
    ],
  },
  imprint: {
    title: 'Note legali',
    description: 'Dati di {company}, gestore di {brand}.',
    sections: [
      {
        heading: 'Gestore',
        paragraphs: [
          '{company}, {address}, {city}, {country}.',
          'Numero della Camera di commercio (KvK): {kvk}. Partite IVA: {vat}.',
          'Nomi commerciali: {tradenames}.',
          'Amministratore: {director}.',
        ],
      },
      {
        heading: 'Contatti',
        paragraphs: ['E-mail: {email}. Telefono: {phone}.'],
      },
    ],
  },
}
