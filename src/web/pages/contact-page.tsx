import { Clock, Mail, MapPin, Phone, Share2, Timer } from 'lucide-react';
import { Page } from '../components/page.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { COMPANY } from '../content/company.ts';
import { ContactForm } from '../features/contact/contact-form.tsx';

/** /contact (spec §2 About, Contact, Sources): the form plus how else to reach us. */
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
                  <Phone aria-hidden="true" className="mt-0.5 size-5 text-primary" />
                  <span>
                    <span className="block font-medium">Phone</span>
                    <a
                      href={COMPANY.phone.href}
                      className="text-primary underline underline-offset-4"
                    >
                      {COMPANY.phone.display}
                    </a>
                  </span>
                </li>
                <li className="flex gap-3">
                  <MapPin aria-hidden="true" className="mt-0.5 size-5 text-primary" />
                  <span>
                    <span className="block font-medium">Postal address</span>
                    <address className="text-muted-foreground not-italic">
                      {COMPANY.address.lines.map((line) => (
                        <span key={line} className="block">
                          {line}
                        </span>
                      ))}
                    </address>
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
          <Card>
            <CardHeader>
              <CardTitle as="h2" className="flex items-center gap-2">
                <Share2 aria-hidden="true" className="size-5 text-primary" /> Follow us
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
                {COMPANY.social.map((link) => (
                  <li key={link.name}>
                    <a
                      href={link.url}
                      rel="noopener noreferrer"
                      className="text-primary underline underline-offset-4"
                    >
                      {link.name}
                    </a>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>
      </div>
    </Page>
  );
}
