import { Link } from 'react-router';
import { Page } from '../components/page.tsx';
import {
  LEGAL_UPDATED,
  PRIVACY_SECTIONS,
  TERMS_SECTIONS,
  type LegalSection,
} from '../content/legal.ts';

function Sections({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <div className="max-w-3xl space-y-8 text-base leading-relaxed">
      <p className="text-sm text-muted-foreground">Last updated {LEGAL_UPDATED}.</p>
      {sections.map((section) => (
        <section key={section.heading} className="space-y-3">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </div>
  );
}

/** /terms (issue 18 §3): the terms the sign-up form links to. */
export function TermsPage() {
  return (
    <Page
      title="Terms of Service"
      heading="Terms of Service"
      description="The terms for using Parity, its plans and its API."
    >
      <Sections sections={TERMS_SECTIONS} />
      <p className="mt-8 max-w-3xl">
        How we handle your data is in the{' '}
        <Link to="/privacy" className="text-primary underline underline-offset-4">
          Privacy Policy
        </Link>
        .
      </p>
    </Page>
  );
}

/** /privacy (issue 18 §3): what Parity stores, for how long, and who processes it. */
export function PrivacyPage() {
  return (
    <Page
      title="Privacy Policy"
      heading="Privacy Policy"
      description="What Parity stores about you, for how long, and who processes it."
    >
      <Sections sections={PRIVACY_SECTIONS} />
    </Page>
  );
}
