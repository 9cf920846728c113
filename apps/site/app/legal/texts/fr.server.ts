import type { LegalTexts } from '../pages.ts'

export const texts: LegalTexts = {
  terms: {
    title: 'Conditions générales',
    description:
      'Les conditions générales de {brand} : qui peut utiliser le service, comment fonctionnent les crédits et le premium, vos droits et les nôtres.',
    sections: [
      {
        heading: '1. Qui nous sommes et champ d’application',
        paragraphs: [
          '{brand} ({domain}) est exploité par {company}, {address}, {city}, {country}, immatriculée à la Chambre de commerce néerlandaise sous le numéro {kvk} (TVA {vat}). Ces conditions s’appliquent à chaque visite et à chaque utilisation de {brand}, gratuite ou payante, dès la création de votre compte.',
          'En vous inscrivant, vous acceptez ces conditions et notre politique de confidentialité. Si vous n’êtes pas d’accord, n’utilisez pas le service.',
        ],
      },
      {
        heading: '2. Qui peut utiliser le service',
        paragraphs: [
          'Vous devez avoir au moins 18 ans et être autorisé(e) à consulter des contenus pour adultes là où vous vivez. Vous ne pouvez détenir qu’un seul compte, pour vous-même, et devez donner des informations exactes sur vous.',
          'Nous pouvons vous demander de confirmer votre âge ou votre identité. D’ici là, nous pouvons limiter votre compte.',
        ],
      },
      {
        heading: '3. Profils fictifs',
        paragraphs: [
          'Certains profils de {brand} sont fictifs. Ils sont rédigés et animés par notre équipe à des fins de divertissement et signalés comme tels. Vous ne pouvez pas rencontrer en personne les auteurs de ces profils, et aucune rencontre réelle n’est proposée ni promise par leur intermédiaire.',
        ],
      },
      {
        heading: '4. Crédits et abonnement premium',
        paragraphs: [
          'L’envoi de messages, de photos et de cadeaux coûte des crédits. Le prix de chaque action et de chaque pack de crédits est affiché avant le paiement. Les crédits s’achètent par paiements uniques : il n’y a pas d’abonnement et rien ne se renouvelle automatiquement.',
          'L’achat de n’importe quel pack de crédits fait de vous un membre premium, avec les fonctions décrites sur la page premium. Les crédits n’expirent pas tant que votre compte existe, n’ont aucune valeur monétaire et ne sont pas transférables.',
          'Vous pouvez retourner les crédits inutilisés dans les {refundDays} jours suivant l’achat, comme l’explique notre politique de retour.',
        ],
      },
      {
        heading: '5. Règles de conduite',
        paragraphs: [
          'Ne harcelez, ne menacez ni ne trompez les autres membres ; ne publiez aucun contenu illicite, montrant des mineurs, portant atteinte aux droits d’autrui ou publicitaire ; ne demandez ni n’offrez d’argent ou de services payants ; ne collectez pas de données sur d’autres membres et n’utilisez pas d’outils automatisés.',
          'Nous pouvons retirer des contenus et restreindre ou fermer les comptes qui enfreignent ces règles ou la loi. Nous vous en indiquons les motifs et la voie de recours, sauf interdiction légale. La page sur l’exclusion explique la procédure.',
        ],
      },
      {
        heading: '6. Vos contenus',
        paragraphs: [
          'Vous conservez les droits sur les textes et photos que vous publiez. Vous nous autorisez à les stocker, les afficher et les adapter (par exemple les redimensionner) tant qu’ils font partie de votre profil, uniquement pour faire fonctionner le service.',
        ],
      },
      {
        heading: '7. Responsabilité',
        paragraphs: [
          'Nous faisons de notre mieux pour que {brand} reste disponible et sûr, sans pouvoir garantir un service ininterrompu. Nous ne répondons pas des propos ou actes des autres membres, sauf lorsque la loi nous en rend responsables. En cas de faute légère, notre responsabilité est limitée au montant que vous nous avez payé au cours des douze mois précédant le dommage ; cette limite ne s’applique pas en cas de faute intentionnelle, de faute lourde ou d’atteinte à la vie, au corps ou à la santé.',
        ],
      },
      {
        heading: '8. Fin du contrat',
        paragraphs: [
          'Vous pouvez supprimer votre compte à tout moment dans vos paramètres. Nous pouvons résilier le contrat moyennant un préavis de deux semaines, ou immédiatement en cas de manquement grave à ces conditions.',
        ],
      },
      {
        heading: '9. Modifications, droit applicable et litiges',
        paragraphs: [
          'Cette version s’applique à partir du {termsDate}. Nous annonçons toute modification au moins 30 jours à l’avance ; si vous la refusez, vous pouvez supprimer votre compte avant cette date.',
          'Le droit néerlandais s’applique, sans vous priver de la protection du droit de votre pays de résidence. Les réclamations sont à adresser à {email}.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Politique de confidentialité',
    description:
      'Comment {company} traite vos données personnelles sur {brand} : ce que nous collectons, pourquoi, combien de temps, et vos droits selon le RGPD.',
    sections: [
      {
        heading: 'Responsable du traitement',
        paragraphs: [
          '{company}, {address}, {city}, {country} (Chambre de commerce {kvk}) est responsable du traitement des données personnelles sur {brand}. Vous pouvez nous joindre à {email} ou au {phone}.',
        ],
      },
      {
        heading: 'Ce que nous traitons et pourquoi',
        paragraphs: [
          'Les données de compte (adresse e-mail, pseudo, empreinte du mot de passe, date de naissance, genre et personnes recherchées), pour fournir votre compte en exécution de notre contrat (art. 6, § 1, b) RGPD).',
          'Le contenu du profil, les photos, les likes et les messages, pour faire fonctionner le service de rencontre et de chat. Les informations sur votre vie sexuelle ou votre orientation que vous saisissez vous-même sont traitées avec votre consentement explicite (art. 9, § 2, a) RGPD), que vous retirez en les supprimant.',
          'Les données de paiement (pack, montant, moyen et statut du paiement, jamais votre numéro de carte complet), pour exécuter le contrat et respecter nos obligations comptables (art. 6, § 1, b) et c) RGPD).',
          'Les données techniques (adresse IP, navigateur, pages consultées, campagne d’origine), pour sécuriser le service et rémunérer nos partenaires (intérêt légitime, art. 6, § 1, f) RGPD).',
        ],
      },
      {
        heading: 'Destinataires',
        paragraphs: [
          'Nos prestataires d’hébergement, d’e-mail et de paiement traitent des données pour notre compte dans le cadre d’un accord de sous-traitance. Les autres membres ne voient que ce que vous mettez sur votre profil. Nous ne vendons jamais vos données. Lorsqu’un prestataire est situé hors de l’EEE, nous appliquons les clauses contractuelles types de la Commission européenne.',
        ],
      },
      {
        heading: 'Durée de conservation',
        paragraphs: [
          'Les données de compte et de profil sont conservées tant que votre compte existe. Après suppression du compte, nous les gardons 14 jours pour vous permettre de le réactiver, puis nous les effaçons. Les justificatifs de paiement sont conservés sept ans en raison de nos obligations fiscales.',
        ],
      },
      {
        heading: 'Vos droits',
        paragraphs: [
          'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité : vos paramètres vous permettent de télécharger toutes les données que nous détenons sur vous. Pour toute autre demande, écrivez à {email}. Vous pouvez introduire une réclamation auprès d’une autorité de protection des données, en France la CNIL.',
        ],
      },
      {
        heading: 'Autres données que nous traitons',
        paragraphs: [
          'Localisation : si vous l’autorisez, la position de votre navigateur sert une fois à proposer votre région ; nous ne gardons que la région choisie, pas les coordonnées. Vos paramètres de localisation décident de ce que voient les autres membres.',
          'Prélèvement : pour un prélèvement SEPA, nous conservons le titulaire du compte, l’IBAN, l’adresse postale et le numéro de téléphone ayant reçu le code de confirmation, pour le mandat et aussi longtemps que le droit des paiements et le droit fiscal l’exigent.',
          'Signalements : quand vous signalez un contenu, nous conservons votre nom et votre adresse e-mail (si vous les indiquez), le contenu signalé et notre décision, pour traiter le signalement et vous informer du résultat.',
          'Notifications push : quand vous les activez, nous conservons l’adresse push et les clés de votre navigateur jusqu’à ce que vous les désactiviez ou vous déconnectiez sur cet appareil.',
          'Modération : quand nous restreignons un contenu ou un compte, nous conservons le contenu concerné et l’exposé des motifs tant qu’un recours est possible et six mois après, puis nous les supprimons.',
          'Profils fictifs : les messages envoyés à un profil fictif sont lus et traités par les membres de notre équipe qui animent ces profils, tenus à la confidentialité.',
        ],
      },
      {
        heading: 'Contact protection des données',
        paragraphs: [
          'Notre contact pour la protection des données : {company}, à l’attention de la protection des données, {address}, {city}, {country} ; e-mail {email} avec l’objet « Confidentialité ».',
        ],
      },
    ],
  },
  cookies: {
    title: 'Politique relative aux cookies',
    description: 'Les cookies utilisés par {brand}, leur rôle et leur durée.',
    sections: [
      {
        heading: 'Qu’est-ce qu’un cookie ?',
        paragraphs: [
          'Un cookie est un petit fichier texte que votre navigateur conserve pour un site. {brand} n’utilise que les cookies nécessaires à son fonctionnement ; nous n’utilisons ni cookies publicitaires ni traceurs tiers.',
        ],
      },
      {
        heading: 'Vos choix',
        paragraphs: [
          'Vous pouvez supprimer les cookies à tout moment dans les paramètres de votre navigateur. Sans le cookie de session, vous ne restez pas connecté(e). Questions : {email}.',
          'Le cookie partenaire (tracking) n’est enregistré qu’avec votre consentement ; vous pouvez le donner ou le retirer à tout moment via « Paramètres des cookies » en bas de chaque page.',
        ],
      },
    ],
  },
  ban: {
    title: 'Exclusion',
    description:
      'Quand {brand} restreint ou exclut un compte, comment nous vous en informons et comment contester.',
    sections: [
      {
        heading: 'Quand nous restreignons un compte',
        paragraphs: [
          'Nous retirons des contenus ou restreignons, suspendons ou fermons un compte qui enfreint nos conditions ou la loi : par exemple si un membre a moins de 18 ans, harcèle d’autres membres, demande de l’argent, publie des contenus illicites ou utilise plusieurs comptes. Nous décidons après le signalement d’un membre ou d’un visiteur, ou après nos propres contrôles.',
        ],
      },
      {
        heading: 'Exposé des motifs',
        paragraphs: [
          'Lorsque nous restreignons votre contenu ou votre compte, nous vous envoyons par e-mail un exposé des motifs : la mesure prise, les faits sur lesquels elle repose, la règle ou la loi enfreinte, le recours éventuel à un outil automatisé et les voies de recours. C’est ce qu’exige l’article 17 du règlement européen sur les services numériques.',
        ],
      },
      {
        heading: 'Contester la décision',
        paragraphs: [
          'L’e-mail contient un lien vers notre formulaire de recours. Une personne qui n’a pas pris part à la première décision examine votre recours et vous répond. Vous pouvez aussi saisir un organisme certifié de règlement extrajudiciaire des litiges ou les tribunaux.',
        ],
      },
      {
        heading: 'Crédits après une exclusion',
        paragraphs: [
          'Si nous fermons votre compte pour un manquement grave, nous remboursons sous 14 jours les crédits achetés et non utilisés, au prix que vous avez payé. Seuls les crédits obtenus par fraude ou par rétrofacturation ne sont pas remboursés. Si l’exclusion s’avère être une erreur, nous rétablissons votre compte et vos crédits.',
        ],
      },
    ],
  },
  faq: {
    title: 'Questions fréquentes',
    description:
      'Les réponses aux questions les plus fréquentes sur {brand} : compte, crédits, premium, confidentialité et sécurité.',
    sections: [
      {
        heading: 'L’inscription est-elle gratuite ?',
        paragraphs: [
          'Oui. Créer un compte, parcourir les profils et liker des membres est gratuit. Envoyer des messages, des photos et des cadeaux coûte des crédits.',
        ],
      },
      {
        heading: 'Que m’apporte le premium ?',
        paragraphs: [
          'L’achat de n’importe quel pack de crédits fait de vous un membre premium : vous voyez toutes les photos nettes et pouvez publier jusqu’à 25 photos au lieu de 3.',
        ],
      },
      {
        heading: 'Tous les profils sont-ils de vraies personnes ?',
        paragraphs: [
          'Non. Certains profils sont fictifs et signalés comme tels ; ils sont là pour divertir et vous ne pouvez pas les rencontrer en personne.',
        ],
      },
      {
        heading: 'Mon abonnement est-il renouvelé automatiquement ?',
        paragraphs: ['Il n’y a pas d’abonnement. Chaque pack de crédits est un paiement unique.'],
      },
      {
        heading: 'Comment me faire rembourser des crédits inutilisés ?',
        paragraphs: [
          'Dans les {refundDays} jours suivant l’achat, choisissez « Se rétracter du contrat ici » en bas de page ou dans votre menu de compte, puis confirmez ; nos informations sur la rétractation donnent les détails.',
        ],
      },
      {
        heading: 'Comment supprimer mon compte ?',
        paragraphs: [
          'Dans vos paramètres, choisissez « Supprimer le compte ». Vous pouvez le récupérer pendant 14 jours ; ensuite, tout est effacé.',
        ],
      },
      {
        heading: 'Quelqu’un m’importune. Que faire ?',
        paragraphs: [
          'Bloquez le membre depuis son profil et signalez-le. Toute personne, même sans compte, peut signaler un contenu via notre formulaire de réclamation.',
        ],
      },
    ],
  },
  'return-policy': {
    title: 'Droit de rétractation',
    description:
      'Comment retourner dans les {refundDays} jours les crédits inutilisés achetés sur {brand}, et votre droit de rétractation.',
    sections: [
      {
        heading: 'Retour des crédits inutilisés',
        paragraphs: [
          'Vous pouvez retourner les crédits que vous n’avez pas utilisés dans les {refundDays} jours suivant leur achat. Nous remboursons le prix des crédits inutilisés sur le moyen de paiement utilisé, dans les 14 jours suivant votre demande. Les crédits offerts à l’inscription ou lors d’une promotion ne sont pas remboursés.',
        ],
      },
      {
        heading: 'Droit de rétractation',
        paragraphs: [
          'En tant que consommateur dans l’UE, vous disposez de 14 jours pour vous rétracter d’un achat. En utilisant des crédits, vous demandez l’exécution immédiate du service ; pour les crédits utilisés, votre droit de rétractation prend fin avec cette utilisation.',
        ],
      },
      {
        heading: 'Comment faire la demande',
        paragraphs: [
          'Tant que vous pouvez vous rétracter, le lien « Se rétracter du contrat ici » figure en bas de chaque page et dans votre menu de compte ; il ouvre l’achat sur votre page de paiements. Choisissez « Se rétracter du contrat ici », puis « Confirmer la rétractation ». Nous confirmons aussitôt par e-mail, avec la date et l’heure de réception, le numéro de facture et le montant remboursé. Si vous ne pouvez pas vous connecter, envoyez le formulaire ci-dessous ou toute autre déclaration claire à {email}.',
          '{company}, {address}, {city}, {country}.',
        ],
      },
      {
        heading: 'Formulaire de rétractation',
        paragraphs: [
          '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
          'À l’attention de {company}, {address}, {city}, {country}, {email} :',
          'Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la prestation de services (*) ci-dessous : crédits sur {brand}, facture n° …',
          'Commandé le (*)/reçu le (*) : …',
          'Nom du (des) consommateur(s) : …',
          'Adresse du (des) consommateur(s) : …',
          'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) : …',
          'Date : …',
          '(*) Rayez la mention inutile.',
        ],
      },
    ],
  },
  service: {
    title: 'Service client',
    description: 'Contacter le service client de {brand} : e-mail, téléphone et adresse postale.',
    sections: [
      {
        heading: 'Nous contacter',
        paragraphs: [
          'E-mail : {email}. Nous répondons sous un jour ouvré.',
          'Téléphone : {phone}, du lundi au vendredi, de 9 h à 17 h (heure de Paris).',
          'Courrier : {company}, {address}, {city}, {country}.',
        ],
      },
      {
        heading: 'Avant d’écrire',
        paragraphs: [
          'Écrivez-nous depuis l’adresse e-mail de votre compte et indiquez votre pseudo, afin que nous trouvions rapidement votre compte. Ne nous envoyez jamais votre mot de passe.',
        ],
      },
      {
        heading: 'Signaler un contenu',
        paragraphs: [
          'Pour signaler un profil, une photo ou un message, utilisez le formulaire de réclamation : il parvient directement à nos modérateurs et vous recevez une confirmation par e-mail.',
        ],
      },
    ],
  },
  imprint: {
    title: 'Mentions légales',
    description: 'Informations sur {company}, éditeur de {brand}.',
    sections: [
      {
        heading: 'Éditeur',
        paragraphs: [
          '{company}, {address}, {city}, {country}.',
          'Numéro à la Chambre de commerce (KvK) : {kvk}. Numéros de TVA : {vat}.',
          'Noms commerciaux : {tradenames}.',
          'Direction générale : {director}.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: ['E-mail : {email}. Téléphone : {phone}.'],
      },
    ],
  },
}
