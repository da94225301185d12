// The signal of a client navigation, from the app (RouteChangeSignal, in the main bundle) to the
// monitoring runtime (a lazy chunk), so each page shown is a view of its own.
export const ROUTE_CHANGE_EVENT = 'shiftlane:route-change';
