import type { ReactElement } from "react";
import { PRODUCT_NAME, SUPPORT_EMAIL } from "../../lib/brand";
import { CONTACT_LOCATION_NL } from "./contact-location";

/** The parts the Dutch Serenity and Kanban privacy policies share word for word. */

const MAILTO = `mailto:${SUPPORT_EMAIL}`;

export function PublisherParagraph({ app }: { app: string }): ReactElement {
  return (
    <p>
      {app} wordt uitgegeven door het team achter {PRODUCT_NAME} ('wij'), gevestigd in {CONTACT_LOCATION_NL}.
      Wij zijn op grond van de Algemene verordening gegevensbescherming (AVG) de verwerkingsverantwoordelijke
      voor de persoonsgegevens die in dit beleid worden beschreven. U bereikt ons via{" "}
      <a href={MAILTO}>{SUPPORT_EMAIL}</a>.
    </p>
  );
}

export function RightsBody({ app }: { app: string }): ReactElement {
  return (
    <>
      <p>U heeft het recht om:</p>
      <ul>
        <li>de persoonsgegevens in te zien die wij over u hebben, en daarvan een kopie te krijgen;</li>
        <li>onjuiste gegevens te laten corrigeren;</li>
        <li>uw gegevens te laten verwijderen;</li>
        <li>
          de verwerking die op ons gerechtvaardigd belang berust te laten beperken of daartegen bezwaar te
          maken;
        </li>
        <li>
          uw gegevens in een machineleesbaar formaat te ontvangen en mee te nemen naar een andere partij;
        </li>
        <li>
          een gegeven toestemming op elk moment in te trekken, zonder dat dit gevolgen heeft voor de
          verwerking vóór de intrekking.
        </li>
      </ul>
      <p>
        Veel hiervan kunt u in {app} zelf regelen, onder uw accountinstellingen. Voor al het andere stuurt u
        een e-mail naar <a href={MAILTO}>{SUPPORT_EMAIL}</a> met vermelding van het e-mailadres dat u in {app}
        gebruikt. Wij antwoorden binnen een maand en kunnen u eerst vragen uw identiteit te bevestigen. Bent u
        niet tevreden over hoe wij met uw gegevens omgaan, dan kunt u een klacht indienen bij de Autoriteit
        Persoonsgegevens of bij de toezichthouder in uw eigen EU-land.
      </p>
    </>
  );
}

export function ChangesBody({ app }: { app: string }): ReactElement {
  return (
    <p>
      Wanneer wij wijzigen hoe {app} persoonsgegevens gebruikt, passen wij dit beleid en de datum bovenaan
      aan. Belangrijke wijzigingen melden wij u ook in de app of per e-mail voordat ze ingaan. Vragen over dit
      beleid: <a href={MAILTO}>{SUPPORT_EMAIL}</a>, {PRODUCT_NAME}, {CONTACT_LOCATION_NL}.
    </p>
  );
}
