/**
 * Every route of docs/product.md's route table (§2) with its access rule. Pages are lazy-loaded so the
 * first load carries only the shell (header, footer, router) and the page being visited; /home's
 * page is the exception (below).
 * Tests build a memory router from `appRoutes`; main.tsx builds the browser router.
 */
import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { GuestOnly, SignedInOnly } from './routing/guards.tsx';
// /home is where signed-in visitors land: its page (a heading and a lazy tool) is tiny and in the main
// bundle, so the heading paints in the first render instead of after another chunk (ADR 015).
import { HomePage } from './pages/home-page.tsx';

/** React.lazy for a module whose page is a named export (docs/style.md: named exports only). */
function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const LandingPage = lazyPage(() => import('./pages/landing-page.tsx'), 'LandingPage');
const LoginPage = lazyPage(() => import('./pages/login-page.tsx'), 'LoginPage');
const SignupPage = lazyPage(() => import('./pages/signup-page.tsx'), 'SignupPage');
const ForgotPasswordPage = lazyPage(
  () => import('./pages/forgot-password-page.tsx'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('./pages/reset-password-page.tsx'),
  'ResetPasswordPage',
);
const OtpVerificationPage = lazy(async () => {
  const { OtpVerificationPage: Page } = await import('./pages/otp-verification-page.tsx');
  return { default: Page };
});
const PremiumPage = lazyPage(() => import('./pages/premium-page.tsx'), 'PremiumPage');
const PricingPage = lazyPage(() => import('./pages/pricing-page.tsx'), 'PricingPage');
const AboutPage = lazyPage(() => import('./pages/about-page.tsx'), 'AboutPage');
const ContactPage = lazyPage(() => import('./pages/contact-page.tsx'), 'ContactPage');
const SourcesPage = lazyPage(() => import('./pages/sources-page.tsx'), 'SourcesPage');
const LicencesPage = lazyPage(() => import('./pages/licences-page.tsx'), 'LicencesPage');
const DevelopersPage = lazyPage(() => import('./pages/developers-page.tsx'), 'DevelopersPage');
const MethodsPage = lazyPage(() => import('./pages/methods-page.tsx'), 'MethodsPage');
const MethodsDocPage = lazyPage(() => import('./pages/methods-doc-page.tsx'), 'MethodsDocPage');
const ProfilePage = lazyPage(() => import('./pages/profile-page.tsx'), 'ProfilePage');
const ReceiptPage = lazyPage(() => import('./pages/receipt-page.tsx'), 'ReceiptPage');
const TermsPage = lazyPage(() => import('./pages/legal-pages.tsx'), 'TermsPage');
const PrivacyPage = lazyPage(() => import('./pages/legal-pages.tsx'), 'PrivacyPage');
const NotFoundPage = lazyPage(() => import('./pages/not-found-page.tsx'), 'NotFoundPage');

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        // Pathless wrapper: a page that throws or fails to load shows RouteError inside the layout.
        errorElement: <RouteError />,
        children: [
          {
            element: <GuestOnly />,
            children: [
              { path: '/', element: <LandingPage /> },
              { path: '/login', element: <LoginPage /> },
              { path: '/signup', element: <SignupPage /> },
              { path: '/forgot-password', element: <ForgotPasswordPage /> },
              { path: '/reset-password', element: <ResetPasswordPage /> },
              {
                path: '/otp-email-verification',
                element: <OtpVerificationPage purpose="email_verification" />,
              },
              {
                path: '/otp-reset-verification',
                element: <OtpVerificationPage purpose="reset_password" />,
              },
            ],
          },
          {
            element: <SignedInOnly />,
            children: [
              { path: '/home', element: <HomePage /> },
              { path: '/premium', element: <PremiumPage /> },
              { path: '/profile/receipts/:id', element: <ReceiptPage /> },
            ],
          },
          // No guard in the route itself (docs/product.md §2).
          { path: '/pricing', element: <PricingPage /> },
          { path: '/about', element: <AboutPage /> },
          { path: '/contact', element: <ContactPage /> },
          { path: '/sources', element: <SourcesPage /> },
          { path: '/licences', element: <LicencesPage /> },
          { path: '/developers', element: <DevelopersPage /> },
          { path: '/methods/cost-of-living', element: <MethodsPage /> },
          { path: '/docs/methods/:slug', element: <MethodsDocPage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/terms', element: <TermsPage /> },
          { path: '/privacy', element: <PrivacyPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
