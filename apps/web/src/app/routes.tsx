import { AI_CONTENT_KINDS } from '@adreel/contracts';
import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { AiGeneratorPage } from '../pages/ai/AiGeneratorPage.tsx';
import { ChatPage } from '../pages/ai/ChatPage.tsx';
import { ForgotPasswordPage } from '../pages/auth/ForgotPasswordPage.tsx';
import { LoginPage } from '../pages/auth/LoginPage.tsx';
import { DashboardPage } from '../pages/create/DashboardPage.tsx';
import { ScriptReviewPage } from '../pages/create/ScriptReviewPage.tsx';
import { TextToVideoPage } from '../pages/create/TextToVideoPage.tsx';
import { MailboxPage } from '../pages/dev/MailboxPage.tsx';
import { DfyReviewSitesPage } from '../pages/dfy/DfyReviewSitesPage.tsx';
import { DfyVideosPage } from '../pages/dfy/DfyVideosPage.tsx';
import { DoneForYouLayout } from '../pages/dfy/DoneForYouLayout.tsx';
import { EmbedPage } from '../pages/embeds/EmbedPage.tsx';
import { MissingPiecePage } from '../pages/missing-piece/MissingPiecePage.tsx';
import { DigistoreCallbackPage } from '../pages/offers/DigistoreCallbackPage.tsx';
import { OffersPage } from '../pages/offers/OffersPage.tsx';
import { SettingsPage } from '../pages/settings/SettingsPage.tsx';
import { CloneOffersPage } from '../pages/sites/CloneOffersPage.tsx';
import { InstantMoneySitesPage } from '../pages/sites/InstantMoneySitesPage.tsx';
import { InstantSiteClonerPage } from '../pages/sites/InstantSiteClonerPage.tsx';
import { MyAffiliatesPage } from '../pages/sites/MyAffiliatesPage.tsx';
import { PreviewPage } from '../pages/sites/PreviewPage.tsx';
import { SiteEditorPage } from '../pages/sites/SiteEditorPage.tsx';
import { ContactSupportPage } from '../pages/static/ContactSupportPage.tsx';
import { ExclusiveUpgradesPage } from '../pages/static/ExclusiveUpgradesPage.tsx';
import { InstantIncomePage } from '../pages/static/InstantIncomePage.tsx';
import { TrafficSourcesPage } from '../pages/traffic/TrafficSourcesPage.tsx';
import { MyVideosPage } from '../pages/videos/MyVideosPage.tsx';
import { VideoDetailsPage } from '../pages/videos/VideoDetailsPage.tsx';
import { VideoGenerationPage } from '../pages/videos/VideoGenerationPage.tsx';
import { TRAINER_ROUTE } from './nav.ts';
import { RequireAuth } from './RequireAuth.tsx';
import { RouteError } from './RouteError.tsx';
import { AppLayout } from './shell/AppLayout.tsx';
import { UnknownRoute } from './UnknownRoute.tsx';

export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/dev/mailbox', element: <MailboxPage /> },
  { path: '/digistore/callback', element: <DigistoreCallbackPage /> },
  { path: '/preview/:id', element: <PreviewPage /> },
  {
    element: <RequireAuth />,
    errorElement: <RouteError />,
    children: [
      {
        element: <AppLayout />,
        errorElement: <RouteError />,
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
          { path: '/settings', element: <SettingsPage /> },
          { path: '/exclusive-upgrades', element: <ExclusiveUpgradesPage /> },
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/script-review', element: <ScriptReviewPage /> },
          { path: '/automated-profits/text-to-video', element: <TextToVideoPage /> },
          { path: '/video-generation', element: <VideoGenerationPage /> },
          { path: '/videos', element: <MyVideosPage /> },
          { path: '/video/:id', element: <VideoDetailsPage /> },
          { path: '/offers', element: <OffersPage /> },
          { path: '/clone-offers', element: <CloneOffersPage /> },
          { path: '/my-affiliates', element: <MyAffiliatesPage /> },
          { path: '/instant-money-sites', element: <InstantMoneySitesPage /> },
          { path: '/instant-site-cloner', element: <InstantSiteClonerPage /> },
          { path: '/site-editor/:id', element: <SiteEditorPage /> },
          {
            path: '/done-for-you',
            element: <DoneForYouLayout />,
            children: [
              { index: true, element: <Navigate to="/done-for-you/videos" replace /> },
              { path: 'videos', element: <DfyVideosPage /> },
              { path: 'review-sites', element: <DfyReviewSitesPage /> },
            ],
          },
          { path: '/traffic-sources', element: <TrafficSourcesPage /> },
          { path: '/the-missing-piece', element: <MissingPiecePage /> },
          ...AI_CONTENT_KINDS.map((kind) => ({
            path: `/ai-content/${kind}`,
            element: <AiGeneratorPage key={kind} kind={kind} />,
          })),
          { path: '/chat', element: <ChatPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <UnknownRoute /> },
];
