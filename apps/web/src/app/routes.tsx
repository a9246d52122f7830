import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { AppLayout } from '../components/layout/AppLayout.tsx';
import { ForgotPasswordPage } from '../pages/auth/ForgotPasswordPage.tsx';
import { LoginPage } from '../pages/auth/LoginPage.tsx';
import { MailboxPage } from '../pages/dev/MailboxPage.tsx';
import { EmbedPage } from '../pages/embeds/EmbedPage.tsx';
import { ComingSoon } from '../pages/static/ComingSoon.tsx';
import { ContactSupportPage } from '../pages/static/ContactSupportPage.tsx';
import { ExclusiveUpgradesPage } from '../pages/static/ExclusiveUpgradesPage.tsx';
import { InstantIncomePage } from '../pages/static/InstantIncomePage.tsx';
import { TRAINER_ROUTE } from './nav.ts';
import { RequireAuth } from './RequireAuth.tsx';
import { UnknownRoute } from './UnknownRoute.tsx';

const soon = (path: string, title: string): RouteObject => ({ path, element: <ComingSoon title={title} /> });

export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/dev/mailbox', element: <MailboxPage /> },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { path: '/', element: <Navigate to="/offers" replace /> },
          { path: '/welcome', element: <EmbedPage title="Welcome" pick={(c) => c.welcomeUrl} /> },
          {
            path: '/step-by-step-training',
            element: (
              <EmbedPage title="Step-by-Step Training" pick={(c) => c.trainingUrls.stepByStep ?? ''} />
            ),
          },
          {
            path: '/dfy-training',
            element: <EmbedPage title="DFY Training" pick={(c) => c.trainingUrls.dfy ?? ''} />,
          },
          {
            path: '/instant-income-training',
            element: (
              <EmbedPage title="Instant Income Training" pick={(c) => c.trainingUrls.instantIncome ?? ''} />
            ),
          },
          {
            path: '/automated-profits/training',
            element: (
              <EmbedPage
                title="Automated Profits Training"
                pick={(c) => c.trainingUrls.automatedProfits ?? ''}
              />
            ),
          },
          {
            path: TRAINER_ROUTE,
            element: <EmbedPage title="$5-10k/Day Training" pick={(c) => c.trainingUrls.trainer ?? ''} />,
          },
          { path: '/instant-income', element: <InstantIncomePage /> },
          { path: '/contact-support', element: <ContactSupportPage /> },
          { path: '/exclusive-upgrades', element: <ExclusiveUpgradesPage /> },
          soon('/dashboard', 'Transform Your Products Into Engaging & Viral Videos'),
          soon('/script-review', 'Review Your Script'),
          soon('/video-generation', 'Generating Your Video'),
          soon('/videos', 'My Videos'),
          soon('/video/:id', 'Video Details'),
          soon('/offers', 'Offers'),
          soon('/clone-offers', 'Clone Offers'),
          soon('/my-affiliates', 'My Affiliates'),
          soon('/done-for-you/videos', 'Done-For-You Videos'),
          soon('/done-for-you/review-sites', 'Done-For-You Review Sites'),
          soon('/automated-profits/text-to-video', 'Text to Video'),
          soon('/instant-money-sites', 'Instant Money Sites'),
          soon('/instant-site-cloner', 'Instant Site Cloner'),
          soon('/traffic-sources', 'Traffic Sources'),
          soon('/the-missing-piece', 'The Missing Piece'),
          soon('/ai-content/headline', 'Headline Generator'),
          soon('/ai-content/description', 'Description Generator'),
          soon('/ai-content/article', 'Article Generator'),
          soon('/ai-content/social-post', 'Social Post Generator'),
          soon('/ai-content/sms', 'SMS Generator'),
          soon('/ai-content/hashtags', 'Hashtag Generator'),
          soon('/chat', 'Personal AI Assistant'),
        ],
      },
    ],
  },
  { path: '*', element: <UnknownRoute /> },
];
