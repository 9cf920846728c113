import type { LegalTexts } from '../pages.ts'

// Written to address the member without grammatical gender (no past-tense forms of "you").
export const texts: LegalTexts = {
  terms: {
    title: 'Regulamin',
    description:
      'Regulamin serwisu {brand}: kto może korzystać z serwisu, jak działają kredyty i konto premium, Twoje i nasze prawa.',
    sections: [
      {
        heading: '1. Kim jesteśmy i czego dotyczy regulamin',
        paragraphs: [
          'Serwis {brand} ({domain}) prowadzi {company}, {address}, {city}, {country}, wpisana do niderlandzkiej Izby Handlowej pod numerem {kvk} (VAT {vat}). Regulamin obowiązuje przy każdej wizycie i każdym korzystaniu z serwisu {brand}, bezpłatnym lub płatnym, od chwili założenia konta.',
          'Rejestracja oznacza akceptację regulaminu i polityki prywatności. W razie braku zgody prosimy nie korzystać z serwisu.',
        ],
      },
      {
        heading: '2. Kto może korzystać z serwisu',
        paragraphs: [
          'Musisz mieć ukończone 18 lat, a prawo Twojego miejsca zamieszkania musi zezwalać na oglądanie treści dla dorosłych. Możesz mieć tylko jedno konto, wyłącznie dla siebie, i podawać o sobie prawdziwe dane.',
          'Możemy poprosić o potwierdzenie wieku lub tożsamości. Do czasu potwierdzenia możemy ograniczyć konto.',
        ],
      },
      {
        heading: '3. Profile fikcyjne',
        paragraphs: [
          'Niektóre profile w serwisie {brand} są fikcyjne. Tworzy je i prowadzi nasz zespół w celach rozrywkowych i są odpowiednio oznaczone. Osób stojących za profilami fikcyjnymi nie można spotkać osobiście; za ich pośrednictwem nie oferujemy ani nie obiecujemy żadnych prawdziwych spotkań.',
        ],
      },
      {
        heading: '4. Kredyty i konto premium',
        paragraphs: [
          'Wysyłanie wiadomości, zdjęć i prezentów kosztuje kredyty. Cena każdej czynności i każdego pakietu kredytów jest widoczna przed zapłatą. Kredyty kupuje się w jednorazowych płatnościach; nie ma subskrypcji i nic nie odnawia się automatycznie.',
          'Zakup dowolnego pakietu kredytów daje konto premium z funkcjami opisanymi na stronie premium. Kredyty nie wygasają, dopóki istnieje konto, nie mają wartości pieniężnej i nie można ich przenosić.',
          'Niewykorzystane kredyty można zwrócić w ciągu {refundDays} dni od zakupu, zgodnie z naszymi zasadami zwrotów.',
        ],
      },
      {
        heading: '5. Zasady zachowania',
        paragraphs: [
          'Nie wolno nękać, zastraszać ani oszukiwać innych członków; publikować treści niezgodnych z prawem, przedstawiających małoletnich, naruszających prawa innych ani reklamowych; prosić o pieniądze ani oferować płatnych usług; zbierać danych innych członków ani używać narzędzi automatycznych.',
          'Możemy usuwać treści oraz ograniczać lub zamykać konta naruszające te zasady lub prawo. Informujemy o powodach i o możliwości odwołania, chyba że prawo tego zabrania. Strona o blokadzie dostępu wyjaśnia procedurę.',
        ],
      },
      {
        heading: '6. Twoje treści',
        paragraphs: [
          'Prawa do przesłanych tekstów i zdjęć pozostają przy Tobie. Zezwalasz nam na ich przechowywanie, wyświetlanie i dostosowywanie (np. zmniejszanie), dopóki są częścią Twojego profilu, wyłącznie w celu świadczenia usługi.',
        ],
      },
      {
        heading: '7. Odpowiedzialność',
        paragraphs: [
          'Dbamy o dostępność i bezpieczeństwo serwisu {brand}, ale nie możemy zagwarantować nieprzerwanego działania. Nie odpowiadamy za wypowiedzi i działania innych członków, chyba że przewiduje to prawo. Przy lekkim niedbalstwie nasza odpowiedzialność jest ograniczona do kwoty zapłaconej nam w ciągu dwunastu miesięcy przed szkodą; nie dotyczy to winy umyślnej, rażącego niedbalstwa ani szkody na życiu lub zdrowiu.',
        ],
      },
      {
        heading: '8. Zakończenie umowy',
        paragraphs: [
          'Konto można usunąć w każdej chwili w ustawieniach. Możemy wypowiedzieć umowę z dwutygodniowym wyprzedzeniem, a przy poważnym naruszeniu regulaminu ze skutkiem natychmiastowym.',
        ],
      },
      {
        heading: '9. Zmiany, prawo właściwe i spory',
        paragraphs: [
          'Ta wersja obowiązuje od {termsDate}. O zmianach informujemy co najmniej 30 dni przed ich wejściem w życie; w razie braku zgody można wcześniej usunąć konto.',
          'Obowiązuje prawo niderlandzkie, bez pozbawiania Cię ochrony, jaką daje prawo kraju Twojego zamieszkania. Reklamacje prosimy kierować na adres {email}.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Polityka prywatności',
    description:
      'Jak {company} przetwarza Twoje dane osobowe w serwisie {brand}: co zbieramy, po co, jak długo i jakie prawa daje Ci RODO.',
    sections: [
      {
        heading: 'Administrator danych',
        paragraphs: [
          'Administratorem danych osobowych w serwisie {brand} jest {company}, {address}, {city}, {country} (Izba Handlowa {kvk}). Kontakt: {email} lub {phone}.',
        ],
      },
      {
        heading: 'Co przetwarzamy i dlaczego',
        paragraphs: [
          'Dane konta (adres e-mail, nazwa użytkownika, skrót hasła, data urodzenia, płeć i kogo szukasz) – w celu prowadzenia konta na podstawie umowy (art. 6 ust. 1 lit. b RODO).',
          'Treść profilu, zdjęcia, polubienia i wiadomości – w celu świadczenia usługi randkowej i czatu. Informacje o życiu seksualnym lub orientacji, które podajesz sam lub sama, przetwarzamy za Twoją wyraźną zgodą (art. 9 ust. 2 lit. a RODO); zgodę wycofujesz, usuwając te informacje.',
          'Dane płatności (pakiet, kwota, metoda i status płatności, nigdy pełny numer karty) – w celu wykonania umowy i obowiązków księgowych (art. 6 ust. 1 lit. b i c RODO).',
          'Dane techniczne (adres IP, przeglądarka, odwiedzone strony, kampania, z której nastąpiło wejście) – w celu zapewnienia bezpieczeństwa i rozliczeń z partnerami (prawnie uzasadniony interes, art. 6 ust. 1 lit. f RODO).',
        ],
      },
      {
        heading: 'Odbiorcy danych',
        paragraphs: [
          'Nasi dostawcy hostingu, poczty i płatności przetwarzają dane w naszym imieniu na podstawie umowy powierzenia. Inni członkowie widzą tylko to, co umieścisz w profilu. Nigdy nie sprzedajemy Twoich danych. Jeśli dostawca działa poza EOG, stosujemy standardowe klauzule umowne Komisji Europejskiej.',
        ],
      },
      {
        heading: 'Jak długo przechowujemy dane',
        paragraphs: [
          'Dane konta i profilu przechowujemy, dopóki istnieje konto. Po usunięciu konta przechowujemy je 14 dni, aby umożliwić jego przywrócenie, a następnie je usuwamy. Dokumenty płatności przechowujemy siedem lat ze względu na przepisy podatkowe.',
        ],
      },
      {
        heading: 'Twoje prawa',
        paragraphs: [
          'Masz prawo dostępu do danych, ich sprostowania i usunięcia, ograniczenia przetwarzania, sprzeciwu i przenoszenia danych: w ustawieniach możesz pobrać wszystko, co o Tobie przechowujemy. W innych sprawach napisz na {email}. Możesz złożyć skargę do organu nadzorczego, w Polsce do Prezesa UODO.',
        ],
      },
      {
        heading: 'Inne dane, które przetwarzamy',
        paragraphs: [
          'Lokalizacja: za Twoją zgodą pozycja przeglądarki jest jednorazowo używana do zaproponowania regionu; przechowujemy tylko wybrany region, nie współrzędne. Ustawienia lokalizacji decydują, co widzą inni członkowie.',
          'Polecenie zapłaty: przy poleceniu zapłaty SEPA przechowujemy dane posiadacza rachunku, IBAN, adres pocztowy i numer telefonu, na który wysłano kod potwierdzający, na potrzeby upoważnienia i tak długo, jak wymagają tego przepisy o płatnościach i podatkach.',
          'Zgłoszenia: gdy zgłaszasz treść, przechowujemy imię i nazwisko oraz adres e-mail (jeśli je podasz), zgłoszoną treść i naszą decyzję, aby rozpatrzyć zgłoszenie i poinformować Cię o wyniku.',
          'Powiadomienia push: gdy je włączysz, przechowujemy adres push i klucze przeglądarki, dopóki ich nie wyłączysz lub nie wylogujesz się na tym urządzeniu.',
          'Moderacja: gdy ograniczamy treść lub konto, przechowujemy daną treść i uzasadnienie, dopóki możliwe jest odwołanie, oraz sześć miesięcy później, a następnie je usuwamy.',
          'Profile fikcyjne: wiadomości wysłane do profilu fikcyjnego czytają i odpowiadają na nie pracownicy naszego zespołu prowadzący te profile, zobowiązani do zachowania poufności.',
        ],
      },
      {
        heading: 'Kontakt w sprawie ochrony danych',
        paragraphs: [
          'Kontakt w sprawie ochrony danych: {company}, do rąk działu ochrony danych, {address}, {city}, {country}; e-mail {email} z tematem „Prywatność”.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Polityka plików cookie',
    description: 'Jakich plików cookie używa {brand}, w jakim celu i jak długo.',
    sections: [
      {
        heading: 'Czym są pliki cookie',
        paragraphs: [
          'Pliki cookie to małe pliki tekstowe, które przeglądarka przechowuje dla strony internetowej. {brand} używa wyłącznie plików cookie niezbędnych do działania; nie stosujemy reklamowych ani śledzących plików cookie podmiotów trzecich.',
        ],
      },
      {
        heading: 'Twój wybór',
        paragraphs: [
          'Pliki cookie można w każdej chwili usunąć w ustawieniach przeglądarki. Bez pliku sesji nie można pozostać zalogowanym. Pytania: {email}.',
          'Partnerski plik cookie (tracking) zapisujemy tylko za Twoją zgodą; możesz ją w każdej chwili wyrazić lub wycofać w „Ustawieniach plików cookie” na dole każdej strony.',
        ],
      },
    ],
  },
  ban: {
    title: 'Blokada dostępu',
    description:
      'Kiedy {brand} ogranicza lub blokuje konto, jak o tym informujemy i jak się odwołać.',
    sections: [
      {
        heading: 'Kiedy ograniczamy konto',
        paragraphs: [
          'Usuwamy treści albo ograniczamy, zawieszamy lub zamykamy konto, które narusza regulamin lub prawo: na przykład gdy członek ma mniej niż 18 lat, nęka innych, prosi o pieniądze, publikuje treści niezgodne z prawem lub używa kilku kont. Decyzję podejmujemy po zgłoszeniu członka lub gościa albo po własnej kontroli.',
        ],
      },
      {
        heading: 'Uzasadnienie',
        paragraphs: [
          'Gdy ograniczamy Twoje treści lub konto, wysyłamy e-mailem uzasadnienie: jakie działanie podjęliśmy, na jakich faktach się opiera, jaka zasada lub przepis zostały naruszone, czy użyto narzędzia automatycznego i jak można zaskarżyć decyzję. Wymaga tego art. 17 unijnego aktu o usługach cyfrowych.',
        ],
      },
      {
        heading: 'Jak się odwołać',
        paragraphs: [
          'E-mail zawiera link do formularza odwołania. Odwołanie rozpatruje osoba, która nie brała udziału w pierwszej decyzji, i udziela odpowiedzi. Możesz też zwrócić się do certyfikowanego organu pozasądowego rozstrzygania sporów lub do sądu.',
        ],
      },
      {
        heading: 'Kredyty po blokadzie',
        paragraphs: [
          'Jeśli zamkniemy konto z powodu poważnego naruszenia, w ciągu 14 dni zwrócimy kupione i niewykorzystane kredyty po cenie, którą za nie zapłacono. Nie zwracamy jedynie kredytów uzyskanych w wyniku oszustwa lub obciążenia zwrotnego. Jeśli blokada okaże się pomyłką, przywrócimy konto i kredyty.',
        ],
      },
    ],
  },
  faq: {
    title: 'Najczęstsze pytania',
    description:
      'Odpowiedzi na najczęstsze pytania o {brand}: konto, kredyty, premium, prywatność i bezpieczeństwo.',
    sections: [
      {
        heading: 'Czy rejestracja jest bezpłatna?',
        paragraphs: [
          'Tak. Założenie konta, przeglądanie profili i polubienia są bezpłatne. Wysyłanie wiadomości, zdjęć i prezentów kosztuje kredyty.',
        ],
      },
      {
        heading: 'Co daje konto premium?',
        paragraphs: [
          'Zakup dowolnego pakietu kredytów daje konto premium: wszystkie zdjęcia są ostre i można dodać do 25 zdjęć zamiast 3.',
        ],
      },
      {
        heading: 'Czy wszystkie profile należą do prawdziwych osób?',
        paragraphs: [
          'Nie. Niektóre profile są fikcyjne i oznaczone; służą rozrywce i nie można ich spotkać osobiście.',
        ],
      },
      {
        heading: 'Czy subskrypcja odnawia się automatycznie?',
        paragraphs: ['Nie ma subskrypcji. Każdy pakiet kredytów to jednorazowa płatność.'],
      },
      {
        heading: 'Jak odzyskać pieniądze za niewykorzystane kredyty?',
        paragraphs: [
          'W ciągu {refundDays} dni od zakupu wybierz „Odstąp od umowy tutaj” w stopce lub w menu konta i potwierdź; szczegóły opisują nasze informacje o odstąpieniu od umowy.',
        ],
      },
      {
        heading: 'Jak usunąć konto?',
        paragraphs: [
          'W ustawieniach wybierz „Usuń konto”. Przez 14 dni można je przywrócić; potem wszystko zostaje usunięte.',
        ],
      },
      {
        heading: 'Ktoś mnie nęka. Co mogę zrobić?',
        paragraphs: [
          'Zablokuj tego członka na jego profilu i zgłoś go. Każdy, także bez konta, może zgłosić treść przez nasz formularz skarg.',
        ],
      },
    ],
  },
  'return-policy': {
    title: 'Prawo odstąpienia od umowy',
    description:
      'Jak zwrócić w ciągu {refundDays} dni niewykorzystane kredyty kupione w serwisie {brand} oraz prawo odstąpienia od umowy.',
    sections: [
      {
        heading: 'Zwrot niewykorzystanych kredytów',
        paragraphs: [
          'Kredyty, które nie zostały wykorzystane, można zwrócić w ciągu {refundDays} dni od zakupu. Cenę niewykorzystanych kredytów zwracamy tą samą metodą płatności w ciągu 14 dni od zgłoszenia. Kredyty otrzymane bezpłatnie przy rejestracji lub w promocji nie podlegają zwrotowi.',
        ],
      },
      {
        heading: 'Prawo odstąpienia od umowy',
        paragraphs: [
          'Konsument w UE może odstąpić od zakupu w ciągu 14 dni. Korzystanie z kredytów oznacza żądanie natychmiastowego wykonania usługi; dla wykorzystanych kredytów prawo odstąpienia wygasa z chwilą ich użycia.',
        ],
      },
      {
        heading: 'Jak złożyć wniosek',
        paragraphs: [
          'Dopóki możesz odstąpić od umowy, link „Odstąp od umowy tutaj” jest w stopce każdej strony i w menu konta; otwiera on zakup na stronie płatności. Wybierz „Odstąp od umowy tutaj”, a następnie „Potwierdź odstąpienie”. Od razu potwierdzamy to e-mailem z datą i godziną otrzymania, numerem faktury i zwracaną kwotą. Jeśli nie możesz się zalogować, wyślij poniższy wzór formularza lub inne jednoznaczne oświadczenie na {email}.',
          '{company}, {address}, {city}, {country}.',
        ],
      },
      {
        heading: 'Wzór formularza odstąpienia od umowy',
        paragraphs: [
          '(formularz ten należy wypełnić i odesłać tylko w przypadku chęci odstąpienia od umowy)',
          'Adresat: {company}, {address}, {city}, {country}, {email}',
          'Ja/My(*) niniejszym informuję/informujemy(*) o moim/naszym odstąpieniu od umowy o świadczenie następującej usługi(*): kredyty w serwisie {brand}, faktura nr …',
          'Data zawarcia umowy(*)/odbioru(*) …',
          'Imię i nazwisko konsumenta(-ów) …',
          'Adres konsumenta(-ów) …',
          'Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej) …',
          'Data …',
          '(*) Niepotrzebne skreślić.',
        ],
      },
    ],
  },
  service: {
    title: 'Obsługa klienta',
    description: 'Kontakt z obsługą klienta serwisu {brand}: e-mail, telefon i adres pocztowy.',
    sections: [
      {
        heading: 'Kontakt',
        paragraphs: [
          'E-mail: {email}. Odpowiadamy w ciągu jednego dnia roboczego.',
          'Telefon: {phone}, od poniedziałku do piątku, 9:00–17:00 (CET).',
          'Poczta: {company}, {address}, {city}, {country}.',
        ],
      },
      {
        heading: 'Zanim napiszesz',
        paragraphs: [
          'Napisz z adresu e-mail przypisanego do konta i podaj nazwę użytkownika, abyśmy szybko odnaleźli konto. Nigdy nie wysyłaj nam hasła.',
        ],
      },
      {
        heading: 'Zgłaszanie treści',
        paragraphs: [
          'Aby zgłosić profil, zdjęcie lub wiadomość, skorzystaj z formularza skarg: trafia on bezpośrednio do moderatorów, a potwierdzenie przychodzi e-mailem.',
        ],
      },
    ],
  },
  imprint: {
    title: 'Nota prawna',
    description: 'Dane firmy {company}, operatora serwisu {brand}.',
    sections: [
      {
        heading: 'Operator',
        paragraphs: [
          '{company}, {address}, {city}, {country}.',
          'Numer w Izbie Handlowej (KvK): {kvk}. Numery VAT: {vat}.',
          'Nazwy handlowe: {tradenames}.',
          'Członek zarządu: {director}.',
        ],
      },
      {
        heading: 'Kontakt',
        paragraphs: ['E-mail: {email}. Telefon: {phone}.'],
      },
    ],
  },
}
