// Imported first by every script that serves the site: React and the server bundle run their
// production builds (development builds render several times slower).
process.env.NODE_ENV = 'production';
