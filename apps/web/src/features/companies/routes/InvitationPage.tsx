import { Link, useLocation, useParams } from 'react-router';
import type { InvitationPreview } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { Button, ButtonLink } from '../../../components/Button.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useSession } from '../../identity/index.ts';
import { useAcceptInvitation, useInvitation } from '../api.ts';
import { companyTexts } from '../texts.ts';

type Texts = typeof companyTexts.english;

/** What to do about a refusal, beside the server's own message (404, 410, 403, 409). */
function hintFor(error: unknown, t: Texts, invitation: InvitationPreview | undefined): string | null {
  if (!(error instanceof ApiError)) return null;
  switch (error.status) {
    case 404:
      return t.invitationNotFoundHint;
    case 410:
      return t.invitationGoneHint;
    case 403:
      return invitation ? t.invitationOtherEmailHint(invitation.email) : null;
    case 409:
      return t.alreadyInCompanyHint;
    default:
      return null;
  }
}

function Refusal({ error, invitation }: { error: Error; invitation?: InvitationPreview }) {
  const t = useTexts(companyTexts);
  const hint = hintFor(error, t, invitation);
  return (
    <Alert tone="error">
      <p className="font-semibold">{error.message}</p>
      {hint ? <p className="mt-1">{hint}</p> : null}
    </Alert>
  );
}

/**
 * /invitations/{token}, the link the invitation e-mail sends: the company and role it offers;
 * a signed-in person accepts it, a signed-out one signs in (or signs up) and comes back here.
 */
export default function InvitationPage() {
  const t = useTexts(companyTexts);
  const format = useFormat();
  useDocumentTitle(t.invitationHeading);
  const { token = '' } = useParams();
  const location = useLocation();
  const session = useSession();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const from = { from: `${location.pathname}${location.search}` };

  let body;
  if (invitation.isPending || session.status === 'loading') body = <PageSpinner label={t.loadingInvitation} />;
  else if (invitation.error) body = <Refusal error={invitation.error} />;
  else {
    const offer = invitation.data;
    const role = offer.role === 'owner' ? t.owner : t.buyer;
    body = (
      <div className="space-y-4">
        <p className="text-lg">{t.invitedTo(offer.companyName, role)}</p>
        <ul className="space-y-1 text-sm text-slate-700">
          <li>{t.invitedEmail(offer.email)}</li>
          {offer.orderLimit === null ? null : <li>{t.invitedLimit(format.price(offer.orderLimit))}</li>}
          <li>{t.invitationExpires(format.date(offer.expiresAt))}</li>
        </ul>
        {accept.isSuccess ? (
          <Alert tone="success">
            {t.joined(accept.data.name)}{' '}
            <Link to="/dashboard/company" className="font-semibold underline">
              {t.openCompany}
            </Link>
          </Alert>
        ) : session.user ? (
          <>
            <p className="text-sm text-slate-700">{t.signedInAs(session.user.email)}</p>
            {/* The server answers 403 to another address; say so before the click. */}
            {session.user.email.toLowerCase() === offer.email.toLowerCase() || accept.error ? null : (
              <Alert tone="warning">{t.invitationOtherEmailHint(offer.email)}</Alert>
            )}
            {accept.error ? <Refusal error={accept.error} invitation={offer} /> : null}
            <Button onClick={() => accept.mutate(token)} loading={accept.isPending}>
              {t.acceptInvitation}
            </Button>
          </>
        ) : (
          <>
            <p className="text-sm text-slate-700">{t.signedOutHint(offer.email)}</p>
            <div className="flex flex-wrap gap-3">
              <ButtonLink to="/login" state={from}>
                {t.signInToAccept}
              </ButtonLink>
              <ButtonLink to="/signup" state={from} variant="outline">
                {t.signUpToAccept}
              </ButtonLink>
            </div>
          </>
        )}
      </div>
    );
  }

  return (
    <div className="container-page max-w-2xl py-10">
      <div className="card space-y-4 p-6">
        <h1 className="text-2xl font-bold">{t.invitationHeading}</h1>
        {body}
      </div>
    </div>
  );
}
