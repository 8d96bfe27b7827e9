import { Clock, Mail, Timer } from 'lucide-react';
import { Page } from '../components/page.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { COMPANY } from '../content/company.ts';
import { ContactForm } from '../features/contact/contact-form.tsx';

/** /contact (docs/product.md §2 About, Contact, Sources): the form plus how else to reach us. */
export function ContactPage() {
  return (
    <Page
      title="Contact"
      heading="Contact us"
      description="Questions, corrections to a figure, or ideas? Send us a message and we will reply within 24 hours."
    >
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Send us a message</CardTitle>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Other ways to reach us</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="space-y-4 text-sm">
                <li className="flex gap-3">
                  <Mail aria-hidden="true" className="mt-0.5 size-5 text-primary" />
                  <span>
                    <span className="block font-medium">Email</span>
                    <a
                      href={`mailto:${COMPANY.supportEmail}`}
                      className="text-primary underline underline-offset-4"
                    >
                      {COMPANY.supportEmail}
                    </a>
                  </span>
                </li>
                <li className="flex gap-3">
                  <Timer aria-hidden="true" className="mt-0.5 size-5 text-primary" />
                  <span>Support response time: {COMPANY.supportResponseTime}</span>
                </li>
                <li className="flex gap-3">
                  <Clock aria-hidden="true" className="mt-0.5 size-5 text-primary" />
                  <span>Office hours: {COMPANY.officeHours}</span>
                </li>
              </ul>
            </CardContent>
          </Card>
          <p className="text-sm text-muted-foreground" data-testid="only-online">
            {COMPANY.onlyOnline}
          </p>
        </div>
      </div>
    </Page>
  );
}
