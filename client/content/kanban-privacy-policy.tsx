import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../components/content/article";
import { DataTable } from "../components/content/data-table";
import { ChangesBody, PublisherParagraph, RightsBody } from "./app-policy-common";

const APP = "Kanban";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    body: (
      <>
        <PublisherParagraph app={APP} />
        <p>
          Kanban is a task board app: boards with lists and cards, due dates, checklists, comments and
          attachments, alone or together with others. This policy explains what personal data the app
          processes and why.
        </p>
      </>
    ),
  },
  {
    id: "roles",
    title: "Personal boards and team workspaces",
    body: (
      <ul>
        <li>
          For your <strong>account</strong> and for boards you use <strong>on your own</strong>, we are the
          controller.
        </li>
        <li>
          When an organisation sets up a <strong>team workspace</strong> for its staff, that organisation
          decides what goes on the boards and is the controller of their content. We process that content on
          its behalf as a processor, under a data processing agreement. Questions about a team workspace's
          content are best directed to its administrator first.
        </li>
      </ul>
    ),
  },
  {
    id: "data-we-process",
    title: "What we process and why",
    body: (
      <DataTable
        caption="Personal data in Kanban"
        columns={["Data", "Why", "Legal basis"]}
        rows={[
          [
            "Account details: name, e-mail address, profile picture (optional), password hash or sign-in provider id",
            "Signing in and showing collaborators who you are",
            "Contract",
          ],
          [
            "Board content: board and card titles, descriptions, comments, checklists, due dates, labels and attachments",
            "Storing and showing your boards",
            "Contract",
          ],
          [
            "Collaboration data: who is a member of which board, who is assigned to a card, who changed what and when",
            "Sharing boards and showing the activity history",
            "Contract",
          ],
          [
            "E-mail addresses of people you invite",
            "Sending the invitation; deleted if it is not accepted within 30 days",
            "Legitimate interest (yours and ours in letting you invite colleagues)",
          ],
          ["Notification settings and device tokens", "Sending the notifications you chose", "Contract"],
          [
            "Technical data: IP address, browser or device type, app version, error logs",
            "Security, abuse prevention and fixing errors",
            "Legitimate interest",
          ],
        ]}
      />
    ),
  },
  {
    id: "what-others-see",
    title: "What other people can see",
    body: (
      <ul>
        <li>Members of a board see its content and the name and picture of everyone on it.</li>
        <li>
          Your activity on a shared board (cards you created, moved or commented on) is visible to its
          members.
        </li>
        <li>
          Boards are private until you invite someone or, in a team workspace, share them with the team.
        </li>
        <li>
          If you create a public link to a board, anyone with the link can view it until you switch the link
          off.
        </li>
      </ul>
    ),
  },
  {
    id: "what-we-do-not-do",
    title: "What we do not do",
    body: (
      <ul>
        <li>We do not sell personal data or board content.</li>
        <li>We do not show advertising and do not use board content to profile you.</li>
        <li>
          Staff do not look at board content, except when you ask for support and give permission, or when the
          law requires it.
        </li>
      </ul>
    ),
  },
  {
    id: "processors",
    title: "Who else processes your data",
    body: (
      <>
        <p>
          We use service providers for hosting and file storage, sending e-mail, push notifications and error
          reporting. If you sign in with a third-party account such as Google, that provider confirms your
          identity and shares your name, e-mail address and picture with us. All providers act on our
          instructions under a data processing agreement; the current list is available on request.
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
            "Boards, cards and attachments",
            "You delete them; deleted items stay in the trash for 30 days so you can restore them",
          ],
          [
            "Account",
            "You delete it; your personal boards are deleted with it, removed from backups within 30 days",
          ],
          [
            "Your contributions to shared boards",
            "They stay on the board for the other members, shown under your name until your account is deleted, then as 'former member'",
          ],
          ["Pending invitations", "30 days"],
          ["Technical and security logs", "90 days"],
        ]}
      />
    ),
  },
  {
    id: "security",
    title: "Security",
    body: (
      <p>
        Connections are encrypted, passwords are stored only as a salted hash, and access to boards is checked
        on every request. Attachments are stored under random names that cannot be guessed. If a security
        incident affects your personal data, we inform you and the supervisory authority as the GDPR requires.
      </p>
    ),
  },
  {
    id: "children",
    title: "Children",
    body: (
      <p>
        Kanban is meant for people aged 16 and over. If you believe a child under 16 has created an account,
        contact us and we will delete it.
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

export default function KanbanPrivacyPolicy(): ReactElement {
  return (
    <Article
      path="/kanban-privacy-policy"
      dateKind="updated"
      lastReviewed="2026-11-22"
      lead={
        <p>
          How the Kanban app handles your personal data and the data on your boards: what we process, who can
          see it, how long we keep it and what you can ask of us.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
