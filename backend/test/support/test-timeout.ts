// Integration tests start the whole app and talk to real services. The database they use is already migrated, with the
// administrator: global-setup copies each worker's from a template that `npm start`'s set-up ran on once.
jest.setTimeout(30_000);
