import type { ReactElement } from "react";
import { PageIntro } from "../../components/ui/page-intro";
import { CompanyDetailsForm } from "./company-details-form";
import { ProfileSummary } from "./profile-summary";
import { SettingsSection } from "./settings-section";
import { useAccountProfile } from "./use-account-profile";

/** /profile: who is signed in and the company details for their invoices. */
export default function ProfilePage(): ReactElement {
  const profile = useAccountProfile();
  return (
    <PageIntro path="/profile">
      <div className="mt-8 space-y-8">
        <SettingsSection title="Profile">
          <ProfileSummary profile={profile} />
        </SettingsSection>
        <SettingsSection title="Company details">
          <CompanyDetailsForm />
        </SettingsSection>
      </div>
    </PageIntro>
  );
}
