import { useState } from 'react';
import { profileMessages, type Profile } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { AccountSecurity, useSession } from '../../identity/index.ts';
import { useProfile } from '../api.ts';
import { ProfileForm } from '../components/ProfileForm.tsx';
import { useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { profileTexts } from '../texts.ts';
import { ApplyForTradeAccount } from '../../companies/index.ts';

const isFilledIn = (profile: Profile) =>
  Boolean(profile.education || profile.location || profile.phone || profile.linkdin);

function ProfileDetails({ profile }: { profile: Profile }) {
  const t = useTexts(profileTexts);
  const rows: [string, string, boolean?][] = [
    [t.education, profile.education],
    [t.location, profile.location],
    [t.phone, profile.phone],
    [t.linkedIn, profile.linkdin, true],
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {rows.map(([label, value, isLink]) => (
        <div key={label}>
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-0.5 break-words text-slate-900">
            {!value ? (
              <span className="text-slate-500 italic">{profileMessages.notFilledIn}</span>
            ) : isLink ? (
              <a
                href={/^https?:\/\//i.test(value) ? value : `https://${value}`}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-brand-800 underline"
              >
                {value}
              </a>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** /dashboard index — the account, the profile fields and a form to edit them. */
export default function MyProfilePage() {
  const t = useTexts(profileTexts);
  const m = useMessageText();
  useDocumentTitle(t.myProfile);
  const { user } = useSession();
  const profile = useProfile(user?.email);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t.myProfile}</h1>

      <section className="card p-5 sm:p-6" aria-labelledby="account-heading">
        <h2 id="account-heading" className="mb-4 text-lg font-bold">
          {t.account}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-medium text-slate-600">{t.name}</dt>
            <dd className="mt-0.5 text-slate-900">{user?.name || '—'}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-600">{t.email}</dt>
            {/* The verified state and "resend" live in the account-security panel below, once. */}
            <dd className="mt-0.5 break-all text-slate-900">{user?.email}</dd>
          </div>
        </dl>
      </section>

      <section className="card p-5 sm:p-6" aria-labelledby="profile-heading">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="profile-heading" className="text-lg font-bold">
            {t.profile}
          </h2>
          {profile.data && !editing && isFilledIn(profile.data) ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t.editProfile}
            </Button>
          ) : null}
        </div>
        {saved ? (
          <Alert tone="success" className="mb-4">
            {m(profileMessages.saved)}
          </Alert>
        ) : null}
        {profile.isPending ? (
          <Spinner label={t.loadingProfile} className="min-h-32" />
        ) : profile.isError ? (
          <Alert tone="error">{profile.error.message}</Alert>
        ) : editing || !isFilledIn(profile.data) ? (
          <ProfileForm
            initial={{
              education: profile.data.education,
              location: profile.data.location,
              phone: profile.data.phone,
              linkdin: profile.data.linkdin,
            }}
            onSaved={() => {
              setEditing(false);
              setSaved(true);
            }}
            onCancel={editing ? () => setEditing(false) : undefined}
          />
        ) : (
          <ProfileDetails profile={profile.data} />
        )}
      </section>

      <AccountSecurity />
      <ApplyForTradeAccount />
    </div>
  );
}
