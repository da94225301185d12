// The replay library, imported only by the viewer's player when it opens (a chunk of its own), so
// no public page ever downloads it. rrweb's stylesheet positions the mouse cursor over the frame.
import 'rrweb/dist/style.css';

export { Replayer } from 'rrweb';
