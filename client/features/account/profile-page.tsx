import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import { LanguageSwitcher } from "../../components/shell/language-switcher";
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
        <SettingsSection title={m.profile_section()}>
          <ProfileSummary profile={profile} />
          <div className="mt-4 flex items-center gap-3 text-sm">
            <span>{m.profile_language()}</span>
            <LanguageSwitcher />
          </div>
        </SettingsSection>
        <SettingsSection title={m.profile_company_section()}>
          <CompanyDetailsForm />
        </SettingsSection>
      </div>
    </PageIntro>
  );
}
