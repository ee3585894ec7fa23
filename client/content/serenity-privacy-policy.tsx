import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../components/content/article";
import { Callout } from "../components/content/callout";
import { DataTable } from "../components/content/data-table";
import { ChangesBody, PublisherParagraph, RightsBody } from "./app-policy-common";

const APP = "Serenity";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    body: (
      <>
        <PublisherParagraph app={APP} />
        <p>
          Serenity is a meditation and wellbeing app: guided meditations, breathing exercises, reminders, and
          an optional mood check-in and journal. This policy explains what personal data the app processes and
          why.
        </p>
      </>
    ),
  },
  {
    id: "our-principles",
    title: "Our principles",
    body: (
      <ul>
        <li>We collect only what the app needs to work for you.</li>
        <li>
          Your mood check-ins and journal notes are yours. We do not read them, sell them or use them for
          advertising.
        </li>
        <li>Serenity shows no advertising and contains no advertising trackers.</li>
        <li>We never share wellbeing data with employers, insurers or data brokers.</li>
      </ul>
    ),
  },
  {
    id: "data-we-process",
    title: "What we process and why",
    body: (
      <DataTable
        caption="Personal data in Serenity"
        columns={["Data", "Why", "Legal basis"]}
        rows={[
          [
            "Account details: e-mail address, display name, password hash or sign-in provider id (only if you create an account)",
            "Signing in and keeping your progress across devices",
            "Contract",
          ],
          [
            "Practice history: sessions played, duration, streaks, favourites",
            "Showing your progress and resuming where you left off",
            "Contract",
          ],
          [
            "Mood check-ins and journal notes (optional)",
            "Letting you track how you feel over time",
            "Your explicit consent, given when you turn the feature on",
          ],
          [
            "Reminder settings and a push notification token",
            "Sending the reminders you asked for",
            "Consent (you can turn reminders off)",
          ],
          [
            "Subscription status from the App Store or Google Play",
            "Unlocking the content you paid for",
            "Contract",
          ],
          [
            "Technical data: device model, operating system and app version, crash reports",
            "Fixing errors and keeping the app working",
            "Legitimate interest",
          ],
        ]}
      />
    ),
  },
  {
    id: "sensitive-data",
    title: "Mood check-ins and journal notes",
    body: (
      <>
        <p>
          What you write about how you feel can reveal information about your health, which the GDPR treats as
          a special category of data. We therefore process it only with your explicit consent, which you give
          when you switch on check-ins or the journal, and you can withdraw it by switching them off and
          deleting your entries.
        </p>
        <ul>
          <li>
            Entries are stored on your device. If you have an account, they are also stored on our servers so
            you can use them on another device.
          </li>
          <li>They are encrypted in transit and at rest on our servers.</li>
          <li>They are excluded from crash reports and analytics.</li>
          <li>
            Staff access them only if you ask us to, for example to solve a sync problem, and only with your
            permission.
          </li>
        </ul>
        <Callout title="Serenity is not a medical service" tone="warning">
          <p>
            The app supports relaxation and reflection; it does not diagnose or treat anything. If you are in
            crisis or think about suicide, contact your GP, call 113 Zelfmoordpreventie on 0800-0113 (free, in
            the Netherlands), or call 112 in an emergency.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "payments",
    title: "Payments",
    body: (
      <p>
        Subscriptions are bought and managed through Apple's App Store or Google Play. They process your
        payment under their own privacy policies. We receive only whether your subscription is active, its
        type and its renewal date, never your card details.
      </p>
    ),
  },
  {
    id: "processors",
    title: "Who else processes your data",
    body: (
      <>
        <p>
          We use service providers for hosting and storage, sending e-mail (for example to reset a password),
          push notifications, and crash reporting. Each processes data only on our instructions under a data
          processing agreement. The current list is available on request.
        </p>
        <p>
          Where a provider processes data outside the European Economic Area, we rely on an adequacy decision
          of the European Commission, such as the EU-US Data Privacy Framework, or on the Commission's
          standard contractual clauses.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep data",
    body: (
      <DataTable
        caption="Retention periods"
        columns={["Data", "Kept until"]}
        rows={[
          [
            "Account, practice history, check-ins and journal",
            "You delete them or your account; removed from backups within 30 days",
          ],
          ["Data stored only on your device", "You delete it or uninstall the app"],
          ["Crash reports and technical data", "90 days"],
          ["E-mail you send to support", "2 years after the conversation ends"],
        ]}
      />
    ),
  },
  {
    id: "children",
    title: "Children",
    body: (
      <p>
        Serenity is meant for people aged 16 and over. We do not knowingly collect data from younger children.
        If you believe a child under 16 has created an account, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    body: <RightsBody app={APP} />,
  },
  {
    id: "changes",
    title: "Changes and contact",
    body: <ChangesBody app={APP} />,
  },
];

export default function SerenityPrivacyPolicy(): ReactElement {
  return (
    <Article
      path="/serenity-privacy-policy"
      dateKind="updated"
      lastReviewed="2026-11-22"
      lead={
        <p>
          How the Serenity app handles your personal data. In short: no ads, no selling of data, and your mood
          and journal entries stay private.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
