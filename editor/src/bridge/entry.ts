// /editor/bridge.js: built on its own (a classic script) by scripts/build-if-needed.ts.
import { installBridge, type BridgeWindow } from './bridge';

installBridge(window as BridgeWindow);
