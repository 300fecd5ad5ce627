import { openApiDocument } from '../openapi';
import { router } from '../env';

// GET /openapi.json — the OpenAPI 3.1 description of the fair and games endpoints
export const openApi = router().get('/', (c) => c.json(openApiDocument));
