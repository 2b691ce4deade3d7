/**
 * The stylesheets of every component a document can render. Documents are rendered in Node, so
 * nothing in the browser imports these components; importing their CSS here keeps it in the
 * site's stylesheet. A unit test renders documents and checks that these imports are complete.
 */
import '../Admonition/styles.module.css';
import '../CodeBlock/styles.module.css';
import '../ComponentDemo/styles.module.css';
import '../../islands/Demo/styles.module.css';
import './styles.module.css';
import '../../blocks/CardGrid/styles.module.css';
import '../../blocks/CtaButton/styles.module.css';
import '../../blocks/IconGallery/styles.module.css';
import '../../blocks/LinkedImageCard/styles.module.css';

