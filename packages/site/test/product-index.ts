// `virtual:defne/product-index` of the kit's tests' small site, as `defneSite()` writes it.
import site from './site';
import { productIndex } from '../src/product-index';

export default productIndex(site);
