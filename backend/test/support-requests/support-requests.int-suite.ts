import { runFolderSuite } from '../support/folder-suite';

runFolderSuite(__filename);
