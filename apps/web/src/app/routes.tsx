import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { PageLoading } from '../components/ui/Spinner.tsx';
import { lazyPage, page } from './lazy-page.tsx';
import { AI_CONTENT_ROUTE_KINDS, TRAINER_ROUTE } from './nav.ts';
import { RequireAuth } from './RequireAuth.tsx';
import { RouteError } from './RouteError.tsx';
import { UnknownRoute } from './UnknownRoute.tsx';

const EmbedPage = lazyPage(() => import('../pages/embeds/EmbedPage.tsx').then((m) => m.EmbedPage));
const AiGeneratorPage = lazyPage(() =>
  import('../pages/ai/AiGeneratorPage.tsx').then((m) => m.AiGeneratorPage),
);
// React.lazy: the Performance page and its chart library load only when it is opened.
const PerformancePage = lazyPage(() =>
  import('../pages/performance/PerformancePage.tsx').then((m) => m.PerformancePage),
);

const pageRoutes: RouteObject[] = [
  { path: '/login', lazy: page(() => import('../pages/auth/LoginPage.tsx').then((m) => m.LoginPage)) },
  {
    path: '/forgot-password',
    lazy: page(() => import('../pages/auth/ForgotPasswordPage.tsx').then((m) => m.ForgotPasswordPage)),
  },
  {
    path: '/dev/mailbox',
    lazy: page(() => import('../pages/dev/MailboxPage.tsx').then((m) => m.MailboxPage)),
  },
  {
    path: '/digistore/callback',
    lazy: page(() =>
      import('../pages/offers/DigistoreCallbackPage.tsx').then((m) => m.DigistoreCallbackPage),
    ),
  },
  {
    path: '/preview/:id',
    lazy: page(() => import('../pages/sites/PreviewPage.tsx').then((m) => m.PreviewPage)),
  },
  {
    element: <RequireAuth />,
    errorElement: <RouteError />,
    children: [
      {
        lazy: page(() => import('./shell/AppLayout.tsx').then((m) => m.AppLayout)),
        errorElement: <RouteError />,
        children: [
          { path: '/', element: <Navigate to="/offers" replace /> },
          { path: '/welcome', element: <EmbedPage title="Welcome" page="welcome" /> },
          {
            path: '/step-by-step-training',
            element: <EmbedPage title="Step-by-Step Training" page="stepByStep" />,
          },
          {
            path: '/dfy-training',
            element: <EmbedPage title="DFY Training" page="dfy" />,
          },
          {
            path: '/instant-income-training',
            element: <EmbedPage title="Instant Income Training" page="instantIncome" />,
          },
          {
            path: '/automated-profits/training',
            element: <EmbedPage title="Automated Profits Training" page="automatedProfits" />,
          },
          {
            path: TRAINER_ROUTE,
            element: <EmbedPage title="$5-10k/Day Training" page="trainer" />,
          },
          {
            path: '/instant-income',
            lazy: page(() =>
              import('../pages/static/InstantIncomePage.tsx').then((m) => m.InstantIncomePage),
            ),
          },
          {
            path: '/contact-support',
            lazy: page(() =>
              import('../pages/static/ContactSupportPage.tsx').then((m) => m.ContactSupportPage),
            ),
          },
          {
            path: '/settings',
            lazy: page(() => import('../pages/settings/SettingsPage.tsx').then((m) => m.SettingsPage)),
          },
          {
            path: '/media',
            lazy: page(() => import('../pages/media/MediaLibraryPage.tsx').then((m) => m.MediaLibraryPage)),
          },
          {
            path: '/exclusive-upgrades',
            lazy: page(() =>
              import('../pages/static/ExclusiveUpgradesPage.tsx').then((m) => m.ExclusiveUpgradesPage),
            ),
          },
          {
            path: '/dashboard',
            lazy: page(() => import('../pages/create/DashboardPage.tsx').then((m) => m.DashboardPage)),
          },
          {
            path: '/script-review',
            lazy: page(() => import('../pages/create/ScriptReviewPage.tsx').then((m) => m.ScriptReviewPage)),
          },
          {
            path: '/automated-profits/text-to-video',
            lazy: page(() => import('../pages/create/TextToVideoPage.tsx').then((m) => m.TextToVideoPage)),
          },
          {
            path: '/video-generation',
            lazy: page(() =>
              import('../pages/videos/VideoGenerationPage.tsx').then((m) => m.VideoGenerationPage),
            ),
          },
          {
            path: '/videos',
            lazy: page(() => import('../pages/videos/MyVideosPage.tsx').then((m) => m.MyVideosPage)),
          },
          { path: '/performance', element: <PerformancePage /> },
          {
            path: '/calendar',
            lazy: page(() => import('../pages/calendar/CalendarPage.tsx').then((m) => m.CalendarPage)),
          },
          {
            path: '/campaigns',
            lazy: page(() => import('../pages/campaigns/CampaignsPage.tsx').then((m) => m.CampaignsPage)),
          },
          {
            path: '/campaigns/new',
            lazy: page(() => import('../pages/campaigns/NewCampaignPage.tsx').then((m) => m.NewCampaignPage)),
          },
          {
            path: '/campaigns/:id',
            lazy: page(() => import('../pages/campaigns/CampaignPage.tsx').then((m) => m.CampaignPage)),
          },
          {
            path: '/video/:id',
            lazy: page(() => import('../pages/videos/VideoDetailsPage.tsx').then((m) => m.VideoDetailsPage)),
          },
          {
            path: '/offers',
            lazy: page(() => import('../pages/offers/OffersPage.tsx').then((m) => m.OffersPage)),
          },
          {
            path: '/clone-offers',
            lazy: page(() => import('../pages/sites/CloneOffersPage.tsx').then((m) => m.CloneOffersPage)),
          },
          {
            path: '/my-affiliates',
            lazy: page(() => import('../pages/sites/MyAffiliatesPage.tsx').then((m) => m.MyAffiliatesPage)),
          },
          {
            path: '/instant-money-sites',
            lazy: page(() =>
              import('../pages/sites/InstantMoneySitesPage.tsx').then((m) => m.InstantMoneySitesPage),
            ),
          },
          {
            path: '/instant-site-cloner',
            lazy: page(() =>
              import('../pages/sites/InstantSiteClonerPage.tsx').then((m) => m.InstantSiteClonerPage),
            ),
          },
          {
            path: '/site-editor/:id',
            lazy: page(() => import('../pages/sites/SiteEditorPage.tsx').then((m) => m.SiteEditorPage)),
          },
          {
            path: '/done-for-you',
            lazy: page(() => import('../pages/dfy/DoneForYouLayout.tsx').then((m) => m.DoneForYouLayout)),
            children: [
              { index: true, element: <Navigate to="/done-for-you/videos" replace /> },
              {
                path: 'videos',
                lazy: page(() => import('../pages/dfy/DfyVideosPage.tsx').then((m) => m.DfyVideosPage)),
              },
              {
                path: 'review-sites',
                lazy: page(() =>
                  import('../pages/dfy/DfyReviewSitesPage.tsx').then((m) => m.DfyReviewSitesPage),
                ),
              },
            ],
          },
          {
            path: '/traffic-sources',
            lazy: page(() =>
              import('../pages/traffic/TrafficSourcesPage.tsx').then((m) => m.TrafficSourcesPage),
            ),
          },
          {
            path: '/the-missing-piece',
            lazy: page(() =>
              import('../pages/missing-piece/MissingPiecePage.tsx').then((m) => m.MissingPiecePage),
            ),
          },
          ...AI_CONTENT_ROUTE_KINDS.map((kind) => ({
            path: `/ai-content/${kind}`,
            element: <AiGeneratorPage key={kind} kind={kind} />,
          })),
          { path: '/chat', lazy: page(() => import('../pages/ai/ChatPage.tsx').then((m) => m.ChatPage)) },
        ],
      },
    ],
  },
  { path: '*', element: <UnknownRoute /> },
];

/** Shown while the first page's chunk loads (react-router's initial "hydration" of lazy routes). */
export const routes: RouteObject[] = pageRoutes.map((route) => ({
  hydrateFallbackElement: <PageLoading />,
  ...route,
}));
