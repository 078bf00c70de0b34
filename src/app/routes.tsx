import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { editions } from '../config/app';
import { defaultHomePath } from '../navigation/home';
import type { RouteHandle } from '../navigation/routeHandle';
import { RouteError } from '../navigation/RouteError';
import { loadAllTexts } from '../i18n';
import { gateTypes } from '../renderer/gates/gateTypes';
import { faqAnswerLoader, faqHomeLoader, faqListLoader } from '../screens/faq/loader';
import { gateLoader } from '../screens/gates/loader';
import { eventHomeLoader, loadEventHome } from '../screens/index/loader';
import { PageLoading } from '../ui/Loading';
import { RootLayout } from './RootLayout';

/** A screen module: its default export is the page component. */
type LoadScreen = () => Promise<{ default: ComponentType }>;

const signScreen: LoadScreen = () => import('../screens/sign/SignScreen');
const editScreen: LoadScreen = () => import('../screens/sign/EditScreen');
const gateScreen: LoadScreen = () => import('../screens/gates/GateScreen');
const indexScreen: LoadScreen = () => import('../screens/index/IndexScreen');
const faqListScreen: LoadScreen = () => import('../screens/faq/FaqListScreen');
const faqAnswerScreen: LoadScreen = () => import('../screens/faq/FaqAnswerScreen');
const teamScreen: LoadScreen = () => import('../screens/team/TeamScreen');
const roleSelectScreen: LoadScreen = () => import('../screens/team/RoleSelectScreen');

/**
 * One routed page: its code is a chunk of its own, loaded on the first visit (the shell shows
 * the three dots meanwhile), with the texts of every page unless it is an event home, whose texts
 * are bundled; `title` is the i18n key of the page title. A page's `loader` is part of this
 * table, so the router fetches the page's config, and starts the screen's server reads
 * (`prefetch`), while it fetches the page's code.
 */
function page(
  path: string,
  title: string,
  load: LoadScreen,
  handle: Omit<RouteHandle, 'title'> = {},
  loader?: RouteObject['loader'],
): RouteObject {
  return {
    path,
    handle: { ...handle, title } satisfies RouteHandle,
    loader,
    lazy: async () => {
      const [screen] = await Promise.all([load(), handle.home ? undefined : loadAllTexts()]);
      return { Component: screen.default };
    },
  };
}

const home = { home: true } as const;
const editsUserInfo = { editsUserInfo: true } as const;
const fullScreen = { fullScreen: true } as const;
const tab = { tab: true } as const;

// Every page of the product, one line each. A page still to be built shows "coming soon";
// building it means pointing its line at the new screen module.
const pages: RouteObject[] = [
  page('index/:id', 'shell:title.index', indexScreen, home, eventHomeLoader),
  page(
    'signlist/:id',
    'shell:title.signlist',
    () => import('../screens/my/EventRegistrationsScreen'),
  ),
  page('sign/:eventid/:issign', 'shell:title.signEntry', signScreen, editsUserInfo),
  page('sign', 'shell:title.signBlank', signScreen, editsUserInfo),
  page('sign/:id', 'shell:title.signEdit', editScreen, editsUserInfo),
  page('edit/:id', 'shell:title.edit', editScreen, editsUserInfo),
  page('pay/:id', 'shell:title.pay', () => import('../screens/pay/PayScreen')),
  page('pcpay', 'shell:title.pcpay', () => import('../screens/pcpay/PcPayScreen')),
  page('refund/:id', 'shell:title.refund', () => import('../screens/refund/RefundScreen')),
  page('list', 'shell:title.list', () => import('../screens/refund/RefundListScreen')),
  page(
    'score/:matchid/:idcard',
    'shell:title.score',
    () => import('../screens/score/ScoreScreen'),
    fullScreen,
  ),
  page(
    'scoreimage/:matchid/:idcard',
    'shell:title.scoreimage',
    () => import('../screens/score/ScoreImageScreen'),
    fullScreen,
  ),
  page('faq', 'shell:title.faq', () => import('../screens/faq/FaqHomeScreen'), {}, faqHomeLoader),
  page('faqname/:name', 'shell:title.faqname', faqListScreen, {}, faqListLoader),
  page('faqqkey/:qkey', 'shell:title.faqqkey', faqAnswerScreen, {}, faqAnswerLoader),
  page('faqlist/:id', 'shell:title.faqlist', faqListScreen, {}, faqListLoader),
  page('faqanswer/:id', 'shell:title.faqanswer', faqAnswerScreen, {}, faqAnswerLoader),
  page(
    'reserve/download',
    'shell:title.reserveDownload',
    () => import('../screens/pickup/ReserveDownloadScreen'),
  ),
  page(
    'reserve/form/:id',
    'shell:title.reserveForm',
    () => import('../screens/pickup/ReserveFormScreen'),
  ),
  page(
    'reserve/time/:id',
    'shell:title.reserveTime',
    () => import('../screens/pickup/ReserveTimeScreen'),
  ),
  page(
    'reserve/success/:id',
    'shell:title.reserveSuccess',
    () => import('../screens/pickup/ReserveSuccessScreen'),
  ),
  page('receive/:id', 'shell:title.receive', () => import('../screens/pickup/ReceiveScreen')),
  page(
    'staff/pickup',
    'shell:title.staffPickup',
    () => import('../screens/staff/StaffPickupScreen'),
  ),
  page(
    'detail/:applicationid',
    'shell:title.detail',
    () => import('../screens/detail/DetailScreen'),
  ),
  page('share/:applicationid', 'shell:title.share', () => import('../screens/share/ShareScreen')),
  page('success', 'shell:title.success', () => import('../screens/success/SuccessScreen')),
  page('group/:id', 'shell:title.group', () => import('../screens/group/GroupScreen')),
  page('groupedit/:id', 'shell:title.groupedit', () => import('../screens/group/GroupEditScreen')),
  page(
    'groupevent/:id',
    'shell:title.groupevent',
    () => import('../screens/group/GroupEventScreen'),
  ),
  page(
    'groupdetail/:id',
    'shell:title.groupdetail',
    () => import('../screens/group/GroupDetailScreen'),
  ),
  page('grouppay/:id', 'shell:title.grouppay', () => import('../screens/group/GroupPayScreen')),
  page('linkman/:id', 'shell:title.linkman', () => import('../screens/linkman/LinkmanScreen')),
  page('team', 'shell:title.team', teamScreen),
  page('member', 'shell:title.member', teamScreen),
  page('teamshare', 'shell:title.teamshare', () => import('../screens/team/TeamShareScreen')),
  page('minimy/:id', 'shell:title.minimy', () => import('../screens/my/RegistrationsScreen')),
  page('minilist/:id', 'shell:title.minilist', () => import('../screens/my/RegistrationsScreen')),
  // One page per registered gate type; the handle tells the screen which gate it shows.
  ...gateTypes.map((gate) =>
    page(gate, `shell:title.${gate}`, gateScreen, { gate }, gateLoader(gate)),
  ),
  page('role/sign', 'shell:title.roleSign', roleSelectScreen),
  page('role/select', 'shell:title.roleSelect', roleSelectScreen),
  page(
    'role/detail/:id',
    'shell:title.roleDetail',
    () => import('../screens/team/RoleDetailScreen'),
  ),
  page(
    'role/edit/:id',
    'shell:title.roleEdit',
    () => import('../screens/team/RoleEditScreen'),
    editsUserInfo,
  ),
  page(
    'role/form',
    'shell:title.roleForm',
    () => import('../screens/team/RoleFormScreen'),
    editsUserInfo,
  ),
  page('quit', 'shell:title.quit', () => import('../screens/refund/QuitScreen')),
  page('logout', 'shell:title.logout', () => import('../screens/logout/LogoutScreen')),
  page('show/poster', 'shell:title.poster', () => import('../screens/poster/PosterScreen')),
  page('number/index', 'shell:title.number', () => import('../screens/number/NumberScreen')),
  // SPEC section 1 "hero/report lists with thumbs-up": the race's stories and reports.
  page('heroes/:id', 'shell:title.heroes', () => import('../screens/heroes/HeroesScreen')),
  page('login', 'shell:title.login', () => import('./LoginRedirect')),
];

/** /gz, /bj, /cd …: one group per file in configs/editions, with its tabs and search page. */
const editionGroups: RouteObject[] = editions.map((edition) => {
  const homeEvent: RouteObject['loader'] = ({ request }) =>
    loadEventHome(edition.homeEventId, request.signal);
  return {
    path: edition.prefix,
    // The tab bar is loaded with the group's first page, so other pages never download it.
    lazy: async () => {
      const { EditionLayout } = await import('./EditionLayout');
      return { element: <EditionLayout edition={edition} /> };
    },
    handle: { edition: edition.prefix } satisfies RouteHandle,
    children: [
      { index: true, element: <Navigate to="index" replace /> },
      page('index', 'shell:title.index', indexScreen, { ...home, ...tab }, homeEvent),
      page('my', 'shell:title.my', () => import('../screens/my/MyScreen'), tab),
      page('sign', 'shell:title.sign', () => import('../screens/index/SignTab'), tab, homeEvent),
      page('search', 'shell:title.search', () => import('../screens/search/SearchScreen')),
    ],
  };
});

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        // Inside the root layout, so that a failed page keeps the top bar, theme and widgets.
        errorElement: <RouteError />,
        HydrateFallback: PageLoading,
        children: [
          { index: true, element: <Navigate to={defaultHomePath} replace /> },
          ...pages,
          ...editionGroups,
          { path: '*', element: <Navigate to={defaultHomePath} replace /> },
        ],
      },
    ],
  },
];
