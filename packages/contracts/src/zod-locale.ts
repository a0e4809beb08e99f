import { z } from 'zod';

// Validation messages are Russian on the server and in the browser alike.
z.config(z.locales.ru());
