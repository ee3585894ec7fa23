import type { ReactElement } from "react";
import { CONTACT_LOCATION, PRODUCT_NAME, SUPPORT_EMAIL } from "../lib/brand";

/** The parts the Serenity and Kanban privacy policies share word for word. */

const MAILTO = `mailto:${SUPPORT_EMAIL}`;

export function PublisherParagraph({ app }: { app: string }): ReactElement {
  return (
    <p>
      {app} is published by the team behind {PRODUCT_NAME} ("we"), based in {CONTACT_LOCATION}. We are the
      controller for the personal data described in this policy under the General Data Protection Regulation
      (GDPR). You can reach us at <a href={MAILTO}>{SUPPORT_EMAIL}</a>.
    </p>
  );
}

export function RightsBody({ app }: { app: string }): ReactElement {
  return (
    <>
      <p>You have the right to:</p>
      <ul>
        <li>see the personal data we hold about you and get a copy;</li>
        <li>have incorrect data corrected;</li>
        <li>have your data deleted;</li>
        <li>restrict or object to processing that relies on our legitimate interest;</li>
        <li>receive your data in a machine-readable format and take it elsewhere;</li>
        <li>
          withdraw any consent you gave, at any time, without affecting processing before the withdrawal.
        </li>
      </ul>
      <p>
        Many of these you can exercise in {app} itself, under your account settings. For anything else, e-mail{" "}
        <a href={MAILTO}>{SUPPORT_EMAIL}</a> with the address you use in {app}. We answer within one month and
        may ask you to confirm your identity first. If you are unhappy with how we handle your data, you can
        complain to the Dutch Data Protection Authority (Autoriteit Persoonsgegevens) or the authority in your
        own EU country.
      </p>
    </>
  );
}

export function ChangesBody({ app }: { app: string }): ReactElement {
  return (
    <p>
      When we change how {app} uses personal data, we update this policy and the date at the top. For
      important changes we also tell you in the app or by e-mail before they take effect. Questions about this
      policy: <a href={MAILTO}>{SUPPORT_EMAIL}</a>, {PRODUCT_NAME}, {CONTACT_LOCATION}.
    </p>
  );
}
