package grid.testkit;

import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;

/**
 * The module descriptor a module's main classes were compiled with, read from where a class of it was
 * loaded (its classes folder or its jar): the tests run on the class path, where the descriptor is not in
 * force, so its architecture test checks what it declares.
 */
public final class Modules {

    private Modules() {
    }

    /** The descriptor of the module {@code member} belongs to. */
    public static ModuleDescriptor descriptor(Class<?> member) {
        Path at;
        try {
            at = Path.of(member.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException("no location for " + member, e);
        }
        Set<ModuleReference> found = ModuleFinder.of(at).findAll();
        if (found.size() != 1) {
            throw new IllegalStateException(at + " holds " + found.size() + " modules");
        }
        return found.iterator().next().descriptor();
    }

    /** The packages the module exports (to everyone). */
    public static Set<String> exported(ModuleDescriptor d) {
        Set<String> out = new TreeSet<>();
        for (ModuleDescriptor.Exports e : d.exports()) {
            if (!e.isQualified()) {
                out.add(e.source());
            }
        }
        return out;
    }
}
