import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import { PageIntro } from "../../components/ui/page-intro";
import { ChangePasswordForm } from "../account/change-password-form";
import { CompanyDetailsForm } from "../account/company-details-form";
import { DeleteAccount } from "../account/delete-account";
import { ProfileSummary } from "../account/profile-summary";
import { SettingsSection } from "../account/settings-section";
import { SignOutEverywhere } from "../account/sign-out-everywhere";
import { useAccountProfile } from "../account/use-account-profile";
import { BillingSettings } from "../billing/billing-settings";
import { FeedbackForm } from "../feedback/feedback-form";
import { InboundEmailSettings } from "../inbound-email/inbound-email-settings";
import { SupplierProfiles } from "../invoice-processor/supplier-profiles";
import { PeppolIdSettings } from "../peppol/peppol-id-settings";

/** /dashboard/settings: profile, company details, invoices by e-mail, supplier profiles, password, sessions, feedback, account deletion. */
export default function DashboardSettingsPage(): ReactElement {
  const profile = useAccountProfile();
  return (
    <PageIntro path="/dashboard/settings">
      <div className="mt-8 space-y-8">
        <SettingsSection title={m.settings_profile()}>
          <ProfileSummary profile={profile} />
        </SettingsSection>
        <SettingsSection title={m.settings_plan_billing()}>
          <BillingSettings />
        </SettingsSection>
        <SettingsSection title={m.settings_company_details()}>
          <CompanyDetailsForm />
        </SettingsSection>
        <SettingsSection title={m.settings_invoices_by_email()}>
          <InboundEmailSettings />
        </SettingsSection>
        <SettingsSection title={m.peppol_settings_title()}>
          <PeppolIdSettings />
        </SettingsSection>
        <SettingsSection title={m.settings_supplier_profiles()}>
          <SupplierProfiles />
        </SettingsSection>
        <SettingsSection title={m.settings_password()}>
          <ChangePasswordForm profile={profile} />
        </SettingsSection>
        <SettingsSection title={m.settings_sessions()}>
          <SignOutEverywhere />
        </SettingsSection>
        <SettingsSection title={m.settings_feedback()}>
          <FeedbackForm sessionInfo="source: dashboard settings" />
        </SettingsSection>
        <SettingsSection title={m.settings_delete_account()} danger>
          <DeleteAccount />
        </SettingsSection>
      </div>
    </PageIntro>
  );
}
