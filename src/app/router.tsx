import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { RouteMeta } from './route-meta';
import { RouteError } from './route-error';
import { RouteFallback } from './route-fallback';
import { BareShell, Shell } from './shell/shell';

const placeholder = () => import('@/pages/placeholder');
const meta = (m: RouteMeta): RouteMeta => m;

/** Every route of the spec, lazily loaded, each with its Chinese title and chrome (RouteMeta). */
export const shellRoutes: RouteObject[] = [
  { index: true, lazy: () => import('@/pages/home'), handle: meta({ title: '实验材料商城', background: 'white' }) },
  { path: 'product', lazy: placeholder, handle: meta({ title: '全部产品', background: 'white' }) },
  { path: 'product/:id', lazy: placeholder, handle: meta({ title: '产品详情', background: 'white' }) },
  { path: 'brand', lazy: placeholder, handle: meta({ title: '品牌大全', background: 'white' }) },
  { path: 'brand/:id', lazy: placeholder, handle: meta({ title: '品牌详情', background: 'white' }) },
  { path: 'label', lazy: placeholder, handle: meta({ title: '产品标签', background: 'white' }) },
  { path: 'label/:id', lazy: placeholder, handle: meta({ title: '标签详情', background: 'white' }) },
  { path: 'coa', lazy: placeholder, handle: meta({ title: 'COA 查询', background: 'white' }) },
  { path: 'cart', lazy: placeholder, handle: meta({ title: '购物车', background: 'grey', access: 'login', wechatPrompt: true }) },
  { path: 'order', lazy: placeholder, handle: meta({ title: '我的订单', background: 'grey', access: 'company', wechatPrompt: true }) },
  { path: 'order/add', lazy: placeholder, handle: meta({ title: '提交订单', background: 'grey', access: 'company' }) },
  { path: 'order/result', lazy: placeholder, handle: meta({ title: '下单结果', background: 'grey', access: 'company' }) },
  { path: 'order/:id', lazy: placeholder, handle: meta({ title: '订单详情', background: 'grey', access: 'company' }) },
  { path: 'invoice', lazy: () => import('@/pages/invoice'), handle: meta({ title: '我的发票', background: 'grey', access: 'company' }) },
  {
    path: 'account/login',
    lazy: () => import('@/pages/login'),
    handle: meta({ title: '登录', background: 'white', footer: false, hideHeaderRight: true }),
  },
  { path: 'account/clean', lazy: () => import('@/pages/account-clean'), handle: meta({ title: '注销账号', background: 'grey', access: 'company', hideHeaderRight: true }) },
  { path: 'mine/setting', lazy: () => import('@/pages/mine-setting'), handle: meta({ title: '账号设置', background: 'grey', access: 'login', wechatPrompt: true }) },
  { path: 'history', lazy: placeholder, handle: meta({ title: '发展历程', background: 'white' }) },
  { path: 'biolegend', lazy: placeholder, handle: meta({ title: 'BioLegend 专区', background: 'white' }) },
  { path: 'dayou', lazy: placeholder, handle: meta({ title: '达优专区', background: 'white' }) },
  { path: 'ppt', lazy: placeholder, handle: meta({ title: '资料下载', background: 'white' }) },
  { path: '_app', lazy: placeholder, handle: meta({ title: '应用外壳', background: 'grey' }) },
  { path: '*', lazy: () => import('@/pages/not-found'), handle: meta({ title: '页面不存在', background: 'grey' }) },
];

export const routes: RouteObject[] = [
  {
    path: '/invoice/download',
    element: <BareShell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteFallback />,
    children: [{ index: true, lazy: () => import('@/pages/invoice-download'), handle: meta({ title: '发票下载', background: 'white', access: 'company' }) }],
  },
  {
    path: '/',
    element: <Shell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteFallback />,
    // Each page gets its own error boundary so a throwing page keeps the shell alive.
    children: shellRoutes.map((route) => ({ ...route, errorElement: <RouteError inShell /> })),
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
