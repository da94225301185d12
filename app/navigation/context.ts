// Values the navigation pipeline computes once per request and loaders read (React Router context).
import { createContext } from 'react-router';
import type { LocalData } from '../local-data/local-data';
import type { Region } from '../regions/region';
import type { Visitor } from '../regions/visitor.server';
import type { SiteRouteMatch } from './route-table';

export interface Navigation {
  url: URL;
  match: SiteRouteMatch;
}

export const navigationContext = createContext<Navigation>();
export const regionContext = createContext<Region>();
export const visitorContext = createContext<Visitor>();
export const localDataContext = createContext<LocalData>();
